-- Fresh posts: an owner refreshes a post they still mean (refreshed_at), and a post neither posted
-- nor refreshed for a week is stale (set hourly by the stale-posts job, cleared by a refresh). Every
-- board order leads with stale, so the stale posts sink below the fresh ones and a page still reads
-- its entries in its index's order and stops: the board's indexes of 0025 and the lane's walk of
-- 0026 are rebuilt with stale first, the nearest-first walk gets a partial index of its own, and the
-- new orders (newest, rate per road mile, road miles) get theirs.
DROP INDEX "loads_active_lane_pickup_idx";--> statement-breakpoint
DROP INDEX "loads_active_rate_idx";--> statement-breakpoint
DROP INDEX "loads_active_trip_miles_idx";--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Posts already a week old are stale from the start, before their indexes are built.
UPDATE "loads" SET "stale" = true WHERE "status" = 'ACTIVE' AND "created_at" < now() - interval '7 days';--> statement-breakpoint
CREATE INDEX "loads_active_origin_nearest_idx" ON "loads" USING gist (("stale"::int),ll_to_earth("origin_lat", "origin_lng")) WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_pickup_idx" ON "loads" USING btree ("stale","pickup_date","id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_newest_idx" ON "loads" USING btree ("stale",coalesce("refreshed_at", "created_at") DESC,"id" DESC) WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_rate_per_road_mile_idx" ON "loads" USING btree ("stale",(CASE WHEN "load_type" = 'TRUCK' THEN "rate_per_mile" WHEN "road_miles" > 0 THEN "rate" / "road_miles"::numeric END) DESC NULLS LAST,"pickup_date","id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_road_miles_idx" ON "loads" USING btree ("stale","road_miles","pickup_date","id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_lane_pickup_idx" ON "loads" USING gist (("stale"::int),"pickup_date",cube(array["origin_lat", "origin_lng", "destination_lat", "destination_lng"]),"id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_rate_idx" ON "loads" USING btree ("stale","rate" DESC NULLS LAST,"pickup_date","id") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_active_trip_miles_idx" ON "loads" USING btree ("stale","distance_miles","pickup_date","id") WHERE "loads"."status" = 'ACTIVE';