CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."plan_audience" AS ENUM('BROKER', 'CARRIER');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('success', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "billing_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"user_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"audience" "plan_audience" NOT NULL,
	"features" jsonb NOT NULL,
	"chargebee_plan_id" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "plans_chargebee_plan_id_unique" UNIQUE("chargebee_plan_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plan_id" text,
	"status" "subscription_status" NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"state_as_of" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" text,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" "transaction_status" NOT NULL,
	"invoice_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_status_current_period_end_index" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_provider_transaction_id_index" ON "transactions" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_user_id_created_at_index" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_at_index" ON "transactions" USING btree ("created_at");--> statement-breakpoint
-- The plans on sale. Brokers post freight and manage carriers' requests; carriers (RFP and RFD)
-- request loads and post their own loads and trucks. Yearly plans cost ten months.
INSERT INTO "plans" ("id", "name", "price", "interval", "audience", "features", "chargebee_plan_id", "sort_order") VALUES
  ('broker-starter-monthly', 'Broker Starter', 49.00, 'month', 'BROKER', '["Post up to 50 loads a month","CSV import","Requests from carriers with proposed rates","Email and in-app alerts"]', 'broker-starter-USD-Monthly', 10),
  ('broker-pro-monthly', 'Broker Pro', 99.00, 'month', 'BROKER', '["Unlimited load posts","CSV import","Requests from carriers with proposed rates","Service-area and lane alerts","Priority support"]', 'broker-pro-USD-Monthly', 20),
  ('broker-pro-yearly', 'Broker Pro (yearly)', 990.00, 'year', 'BROKER', '["Everything in Broker Pro","Two months free"]', 'broker-pro-USD-Yearly', 30),
  ('carrier-starter-monthly', 'Carrier Starter', 29.00, 'month', 'CARRIER', '["Request loads at your rate","Post up to 20 loads or trucks a month","Service-area and lane alerts"]', 'carrier-starter-USD-Monthly', 40),
  ('carrier-pro-monthly', 'Carrier Pro', 59.00, 'month', 'CARRIER', '["Unlimited requests and posts","Service-area and lane alerts","Email and in-app alerts","Priority support"]', 'carrier-pro-USD-Monthly', 50),
  ('carrier-pro-yearly', 'Carrier Pro (yearly)', 590.00, 'year', 'CARRIER', '["Everything in Carrier Pro","Two months free"]', 'carrier-pro-USD-Yearly', 60);
