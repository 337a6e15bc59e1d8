CREATE TYPE "public"."route_source" AS ENUM('builtin', 'osrm', 'valhalla');--> statement-breakpoint
CREATE TABLE "road_routes" (
	"from_zip" text NOT NULL,
	"to_zip" text NOT NULL,
	"source" "route_source" NOT NULL,
	"version" text NOT NULL,
	"miles" double precision NOT NULL,
	"minutes" integer NOT NULL,
	"geometry" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "road_routes_from_zip_to_zip_pk" PRIMARY KEY("from_zip","to_zip")
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "road_miles" double precision;--> statement-breakpoint
CREATE INDEX "loads_road_miles_missing_idx" ON "loads" USING btree ("origin_zip","destination_zip") WHERE "loads"."road_miles" IS NULL;