-- The board's walks read the index alone. Posts under review (0036) leave the board, so the board's
-- order indexes hold only ACTIVE posts not under review; after each order's keys they carry the
-- columns the board's filters read (the post type, both ZIPs and locations, the equipment, and the
-- parts of an order's expression), so a deep page or a filtered one checks every entry in the index
-- instead of reading a post from the table for each (an index-only scan).
--
-- A place filter ('Chicago', 'TX', '606') becomes the set of ZIPs posts were written with at that
-- place (post_places, a few thousand rows, kept by statement triggers), so a walk tests each entry's
-- ZIP against a hashed set instead of matching text, and a list's count or the analytics strip reads
-- the entries of those ZIPs alone (the place indexes, every status). No list matches text on the
-- whole table any more, so the location trigram indexes go. A company's card counts its
-- pending requests and sums its answer times from covering indexes too.
CREATE TABLE "post_places" (
	"zip" text NOT NULL,
	"location" text NOT NULL,
	CONSTRAINT "post_places_pk" PRIMARY KEY("zip","location")
);
--> statement-breakpoint
DROP INDEX "loads_active_pickup_idx";--> statement-breakpoint
DROP INDEX "loads_active_newest_idx";--> statement-breakpoint
DROP INDEX "loads_active_rate_idx";--> statement-breakpoint
DROP INDEX "loads_active_rate_per_road_mile_idx";--> statement-breakpoint
DROP INDEX "loads_active_road_miles_idx";--> statement-breakpoint
DROP INDEX "loads_active_trip_miles_idx";--> statement-breakpoint
DROP INDEX "loads_origin_location_trgm_idx";--> statement-breakpoint
DROP INDEX "loads_destination_location_trgm_idx";--> statement-breakpoint
DROP INDEX "place_tallies_location_trgm_idx";--> statement-breakpoint
CREATE INDEX "company_answer_minutes_covering_idx" ON "company_answer_minutes" USING btree ("company_id","day","minutes","requests");--> statement-breakpoint
CREATE INDEX "load_requests_owner_pending_idx" ON "load_requests" USING btree ("load_owner_id","created_at") WHERE "load_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "loads_board_pickup_idx" ON "loads" USING btree ("stale","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_newest_idx" ON "loads" USING btree ("stale",coalesce("refreshed_at", "created_at") DESC,"id" DESC,"refreshed_at","created_at","pickup_date","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_rate_idx" ON "loads" USING btree ("stale","rate" DESC NULLS LAST,"pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_rate_per_road_mile_idx" ON "loads" USING btree ("stale",(CASE WHEN "load_type" = 'TRUCK' THEN "rate_per_mile" WHEN "road_miles" > 0 THEN "rate" / "road_miles"::numeric END) DESC NULLS LAST,"pickup_date","id","rate_per_mile","rate","road_miles","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_road_miles_idx" ON "loads" USING btree ("stale","road_miles","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_board_trip_miles_idx" ON "loads" USING btree ("stale","distance_miles","pickup_date","id","load_type","origin_zip","destination_zip","origin_location","destination_location","equipment","truck_type") WHERE "loads"."status" = 'ACTIVE' AND NOT "loads"."under_review";--> statement-breakpoint
CREATE INDEX "loads_origin_place_idx" ON "loads" USING btree ("origin_zip","pickup_date","load_type","status","under_review","balance","destination_zip","origin_location","destination_location","stale","id","rate","rate_per_mile","road_miles","distance_miles","refreshed_at","created_at","equipment","truck_type");--> statement-breakpoint
CREATE INDEX "loads_destination_place_idx" ON "loads" USING btree ("destination_zip","pickup_date","load_type","status","under_review","balance","origin_zip","origin_location","destination_location","stale","id","rate","rate_per_mile","road_miles","distance_miles","refreshed_at","created_at","equipment","truck_type");
--> statement-breakpoint
-- Adds the places of a statement's new rows; a place once written stays (a filter then finds a ZIP
-- with no posts left, and reads no entries for it).
CREATE FUNCTION post_places_add() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO post_places (zip, location)
  SELECT origin_zip, origin_location FROM new_rows
  UNION
  SELECT destination_zip, destination_location FROM new_rows
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loads_post_places_insert AFTER INSERT ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_places_add();
--> statement-breakpoint
CREATE TRIGGER loads_post_places_update AFTER UPDATE ON loads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION post_places_add();
--> statement-breakpoint
INSERT INTO post_places (zip, location)
SELECT origin_zip, origin_location FROM loads
UNION
SELECT destination_zip, destination_location FROM loads
ON CONFLICT DO NOTHING;
