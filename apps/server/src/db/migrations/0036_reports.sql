-- Reports and duplicates (decisions.md, Duplicates and reports): members' reports of posts, the pairs
-- of posts that may be one load posted twice, and the mark of a post off the board under review.
-- The board's statements keep their partial indexes on ACTIVE posts and read under_review on the
-- rows those find; the few posts under review are counted out of the tallies on their own index.
CREATE TYPE "public"."report_reason" AS ENUM('PHANTOM', 'WRONG_DETAILS', 'FRAUD', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'CLOSED');--> statement-breakpoint
ALTER TYPE "public"."activity_action" ADD VALUE 'LOAD_REPORTED';--> statement-breakpoint
ALTER TYPE "public"."activity_action" ADD VALUE 'REPORTS_REVIEWED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPORT_REVIEWED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'POST_REMOVED';--> statement-breakpoint
CREATE TABLE "load_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"load_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "possible_reposts" (
	"load_id" integer NOT NULL,
	"earlier_load_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "possible_reposts_load_id_earlier_load_id_pk" PRIMARY KEY("load_id","earlier_load_id")
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "load_reports" ADD CONSTRAINT "load_reports_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_reports" ADD CONSTRAINT "load_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_reposts" ADD CONSTRAINT "possible_reposts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_reposts" ADD CONSTRAINT "possible_reposts_earlier_load_id_loads_id_fk" FOREIGN KEY ("earlier_load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_reports_one_open_key" ON "load_reports" USING btree ("load_id","reporter_id") WHERE "load_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "load_reports_open_load_idx" ON "load_reports" USING btree ("load_id","created_at") WHERE "load_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "possible_reposts_earlier_idx" ON "possible_reposts" USING btree ("earlier_load_id");--> statement-breakpoint
CREATE INDEX "loads_active_lane_day_idx" ON "loads" USING btree ("origin_zip","destination_zip","pickup_date") WHERE "loads"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "loads_under_review_idx" ON "loads" USING btree ("id") WHERE "loads"."under_review";