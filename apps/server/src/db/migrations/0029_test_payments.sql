-- Payments made at the sandbox's checkout charged no card: marked test, and out of every revenue
-- figure. The demo seed's payments (demo-txn-…) stay the demo's revenue.
ALTER TABLE "transactions" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "transactions" SET "test" = true
WHERE "provider" = 'sandbox' AND "provider_transaction_id" LIKE 'sandbox-txn-%';
