-- A provider's subscription belongs to one user. Should a database hold one id for several users,
-- it stays with the user it was written for last; the others keep their state without the id.
UPDATE "subscriptions" AS "s" SET "provider_subscription_id" = NULL
WHERE "provider_subscription_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "subscriptions" AS "o"
  WHERE "o"."provider" = "s"."provider" AND "o"."provider_subscription_id" = "s"."provider_subscription_id"
    AND ("o"."updated_at", "o"."user_id") > ("s"."updated_at", "s"."user_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_provider_subscription_id_index" ON "subscriptions" USING btree ("provider","provider_subscription_id");
