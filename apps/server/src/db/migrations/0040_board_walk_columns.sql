-- Two columns the database keeps for the board's walks, carried by its order and place indexes.
-- equipment_text: the equipment and the truck type lower-cased, a line apart. The equipment filter
-- matched ILIKE on both, which lower-cased both columns of every entry a walk read; it is one LIKE
-- now. rate_per_road_mile: the rate per road mile order's key, which a sort of a place's entries
-- divided out on every entry (0035 indexed it as an expression).
DROP INDEX "loads_board_pickup_idx";--> statement-breakpoint
DROP INDEX "loads_board_newest_idx";--> statement-breakpoint
DROP INDEX "loads_board_rate_idx";--> statement-breakpoint
DROP INDEX "loads_board_rate_per_road_mile_idx";--> statement-breakpoint
DROP INDEX "loads_board_road_miles_idx";--> statement-breakpoint
DROP INDEX "loads_board_trip_miles_idx";--> statement-breakpoint
DROP INDEX "loads_origin_place_idx";--> statement-breakpoint
DROP INDEX "loads_destination_place_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "equipment_text" text GENERATED ALWAYS AS (lower(coalesce(equipment, '') || chr(10) || coalesce(truck_type, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "rate_per_road_mile" numeric GENERATED ALWAYS AS (CASE WHEN load_type = 'TRUCK' THEN rate_per_mile WHEN road_miles > 0 THEN rate / road_miles::numeric END) STORED;--> statement-breakpoint
CREATE INDEX "loads_board_pickup_idx" ON "loads" USING btree ("stale","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_newest_idx" ON "loads" USING btree ("stale",coalesce("refreshed_at", "created_at") DESC,"id" DESC,"refreshed_at","created_at","pickup_date","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_rate_idx" ON "loads" USING btree ("stale","rate" DESC NULLS LAST,"pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_rate_per_road_mile_idx" ON "loads" USING btree ("stale","rate_per_road_mile" DESC NULLS LAST,"pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_road_miles_idx" ON "loads" USING btree ("stale","road_miles","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_trip_miles_idx" ON "loads" USING btree ("stale","distance_miles","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment_text") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_origin_place_idx" ON "loads" USING btree ("origin_zip","pickup_date","load_type","status","under_review","balance","destination_zip","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text");--> statement-breakpoint
CREATE INDEX "loads_destination_place_idx" ON "loads" USING btree ("destination_zip","pickup_date","load_type","status","under_review","balance","origin_zip","origin_location","destination_location","stale","id","rate","rate_per_road_mile","road_miles","distance_miles","refreshed_at","created_at","equipment_text");