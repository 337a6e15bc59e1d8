CREATE TYPE "public"."activity_action" AS ENUM('STATUS_UPDATE', 'USER_CREATED', 'LOAD_POSTED', 'LOAD_UPDATED');--> statement-breakpoint
CREATE TYPE "public"."load_status" AS ENUM('ACTIVE', 'ASSIGNED', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."load_type" AS ENUM('RFP', 'RFD', 'TRUCK');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" "activity_action" NOT NULL,
	"details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"requester_id" integer NOT NULL,
	"proposed_rate" numeric(12, 2) NOT NULL,
	"message" text NOT NULL,
	"status" "request_status" DEFAULT 'PENDING' NOT NULL,
	"response_message" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"load_type" "load_type" NOT NULL,
	"status" "load_status" DEFAULT 'ACTIVE' NOT NULL,
	"job_number" text,
	"origin_zip" text NOT NULL,
	"origin_location" text NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_lng" double precision NOT NULL,
	"destination_zip" text NOT NULL,
	"destination_location" text NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"distance_miles" double precision NOT NULL,
	"pickup_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"balance" numeric(12, 2) NOT NULL,
	"rate" numeric(12, 2),
	"cubic_feet" numeric(12, 2),
	"weight" numeric(12, 2),
	"equipment" text,
	"notes" text,
	"commodity_type" text,
	"contact_info" text,
	"mobile_phone" text,
	"available_date" date,
	"truck_type" text,
	"rate_per_mile" numeric(12, 2),
	"minimum_rate" numeric(12, 2),
	"truck_details" jsonb,
	"assigned_carrier_id" integer,
	"agreed_rate" numeric(12, 2),
	"assigned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_requests" ADD CONSTRAINT "load_requests_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_requests" ADD CONSTRAINT "load_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_assigned_carrier_id_users_id_fk" FOREIGN KEY ("assigned_carrier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_action_created_idx" ON "activity_logs" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_user_created_idx" ON "activity_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "load_requests_one_pending_key" ON "load_requests" USING btree ("load_id","requester_id") WHERE "load_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "load_requests_load_idx" ON "load_requests" USING btree ("load_id","created_at");--> statement-breakpoint
CREATE INDEX "load_requests_requester_idx" ON "load_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "loads_owner_created_idx" ON "loads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "loads_type_status_pickup_idx" ON "loads" USING btree ("load_type","status","pickup_date");--> statement-breakpoint
CREATE INDEX "loads_status_created_idx" ON "loads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "loads_assigned_carrier_idx" ON "loads" USING btree ("assigned_carrier_id","status");--> statement-breakpoint
CREATE INDEX "loads_origin_earth_idx" ON "loads" USING gist (ll_to_earth("origin_lat", "origin_lng"));--> statement-breakpoint
CREATE INDEX "loads_destination_earth_idx" ON "loads" USING gist (ll_to_earth("destination_lat", "destination_lng"));--> statement-breakpoint
CREATE INDEX "loads_origin_location_trgm_idx" ON "loads" USING gin ("origin_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loads_destination_location_trgm_idx" ON "loads" USING gin ("destination_location" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "loads_source_job_key" ON "loads" USING btree ("owner_id","source_url","job_number") WHERE "loads"."source_url" IS NOT NULL;