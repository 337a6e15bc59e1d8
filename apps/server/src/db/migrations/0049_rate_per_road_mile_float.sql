-- The rate per road mile order's key as a float: a sort of a place's entries (a deep page of a city
-- searched at either end) compared the numeric quotients' many digits on every step, twice as long
-- as the rest of the page. The column and the indexes that carry it are made again.
DROP INDEX "loads_board_rate_per_road_mile_idx";--> statement-breakpoint
DROP INDEX "loads_origin_place_idx";--> statement-breakpoint
DROP INDEX "loads_destination_place_idx";--> statement-breakpoint
DROP INDEX "loads_board_origin_place_idx";--> statement-breakpoint
DROP INDEX "loads_board_destination_place_idx";--> statement-breakpoint
ALTER TABLE "loads" DROP COLUMN "rate_per_road_mile";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "rate_per_road_mile" double precision GENERATED ALWAYS AS (CASE WHEN load_type = 'TRUCK' THEN rate_per_mile::float8 WHEN road_miles > 0 THEN rate::float8 / road_miles END) STORED;--> statement-breakpoint
CREATE INDEX "loads_board_rate_per_road_mile_idx" ON "loads" USING btree ("stale","rate_per_road_mile" DESC NULLS LAST,"pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_origin_place_idx" ON "loads" USING btree ("origin_zip","pickup_date","load_type","status","under_review","balance","destination_zip","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text");--> statement-breakpoint
CREATE INDEX "loads_destination_place_idx" ON "loads" USING btree ("destination_zip","pickup_date","load_type","status","under_review","balance","origin_zip","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text");--> statement-breakpoint
CREATE INDEX "loads_board_origin_place_idx" ON "loads" USING btree ("origin_zip","pickup_date","destination_zip","load_type","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_destination_place_idx" ON "loads" USING btree ("destination_zip","pickup_date","origin_zip","load_type","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";
