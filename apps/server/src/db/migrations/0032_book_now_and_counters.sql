ALTER TYPE "public"."request_status" ADD VALUE 'COUNTERED';--> statement-breakpoint
ALTER TYPE "public"."request_status" ADD VALUE 'WITHDRAWN';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'LOAD_BOOKED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REQUEST_COUNTERED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'COUNTER_ACCEPTED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'COUNTER_DECLINED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REQUEST_WITHDRAWN';--> statement-breakpoint
ALTER TABLE "load_requests" ADD COLUMN "counter_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "load_requests" ADD COLUMN "counters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "load_requests" ADD COLUMN "booked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "book_now_rate" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "load_requests_requester_status_created_idx" ON "load_requests" USING btree ("requester_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);