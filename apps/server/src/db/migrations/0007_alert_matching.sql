DROP INDEX "route_alerts_origin_earth_idx";--> statement-breakpoint
ALTER TABLE "route_alerts" ADD COLUMN "origin_point" "cube" GENERATED ALWAYS AS (ll_to_earth(origin_lat, origin_lng)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "route_alerts" ADD COLUMN "destination_point" "cube" GENERATED ALWAYS AS (ll_to_earth(destination_lat, destination_lng)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "center" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "service_areas" ADD COLUMN "radius_chord" double precision GENERATED ALWAYS AS (gc_to_sec(radius_miles * 1609.344)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "route_alerts_origin_point_idx" ON "route_alerts" USING gist ("origin_point");