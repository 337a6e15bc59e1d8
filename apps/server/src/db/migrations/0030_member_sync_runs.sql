CREATE TYPE "public"."sync_run_kind" AS ENUM('all', 'member');--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "kind" "sync_run_kind" DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "feeds_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "feeds_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "feed_reports" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_member_unfinished_key" ON "sync_runs" USING btree ("requested_by") WHERE "sync_runs"."kind" = 'member' AND "sync_runs"."state" IN ('waiting', 'active');