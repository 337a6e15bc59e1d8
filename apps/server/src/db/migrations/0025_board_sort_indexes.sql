-- Search sorted by rate, or by trip miles without a search point, sorted every ACTIVE post matching
-- its filters for each page: 200 ms a page at a million posts (half a million ACTIVE). In these
-- indexes' order a page reads its entries and stops, 3 to 10 ms at any page.
CREATE INDEX "loads_active_rate_idx" ON "loads" USING btree ("rate" DESC NULLS LAST,"pickup_date","id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_trip_miles_idx" ON "loads" USING btree ("distance_miles","pickup_date","id") WHERE "loads"."status" = 'ACTIVE';