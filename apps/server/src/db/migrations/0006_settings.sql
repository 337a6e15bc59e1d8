CREATE TYPE "public"."user_language" AS ENUM('en', 'es', 'fr');--> statement-breakpoint
CREATE TYPE "public"."user_timezone" AS ENUM('UTC', 'EST', 'PST');--> statement-breakpoint
CREATE TABLE "route_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "route_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"origin_zip" text NOT NULL,
	"origin_location" text NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_lng" double precision NOT NULL,
	"destination_zip" text NOT NULL,
	"destination_location" text NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"zip_code" text NOT NULL,
	"radius_miles" integer NOT NULL,
	"location" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"reach" "cube" GENERATED ALWAYS AS (earth_box(ll_to_earth(lat, lng), radius_miles * 1609.344)) STORED NOT NULL,
	CONSTRAINT "service_areas_radius_check" CHECK ("service_areas"."radius_miles" BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notifications" boolean DEFAULT true NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"language" "user_language" DEFAULT 'en' NOT NULL,
	"timezone" "user_timezone" DEFAULT 'UTC' NOT NULL,
	"rfp_alerts" boolean DEFAULT true NOT NULL,
	"open_truck_alerts" boolean DEFAULT false NOT NULL,
	"current_lat" double precision,
	"current_lng" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_alerts" ADD CONSTRAINT "route_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_alerts_user_lane_key" ON "route_alerts" USING btree ("user_id","origin_zip","destination_zip");--> statement-breakpoint
CREATE INDEX "route_alerts_user_idx" ON "route_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "route_alerts_origin_earth_idx" ON "route_alerts" USING gist (ll_to_earth("origin_lat", "origin_lng"));--> statement-breakpoint
CREATE INDEX "service_areas_user_idx" ON "service_areas" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_areas_user_area_key" ON "service_areas" USING btree ("user_id","zip_code","radius_miles");--> statement-breakpoint
CREATE INDEX "service_areas_reach_idx" ON "service_areas" USING gist ("reach");