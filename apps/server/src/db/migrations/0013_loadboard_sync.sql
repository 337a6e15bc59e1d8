CREATE TYPE "public"."sync_run_state" AS ENUM('waiting', 'active', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_by" integer,
	"state" "sync_run_state" DEFAULT 'waiting' NOT NULL,
	"user_ids" jsonb NOT NULL,
	"done_users" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"failed_feeds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_id" uuid,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_runs_state_idx" ON "sync_runs" USING btree ("state","created_at");