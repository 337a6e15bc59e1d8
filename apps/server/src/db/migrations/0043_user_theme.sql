-- The colour theme each user chooses in Settings: LIGHT, DARK, or SYSTEM, which follows the device's
-- light or dark setting and is every existing user's until they choose.
CREATE TYPE "public"."user_theme" AS ENUM('SYSTEM', 'LIGHT', 'DARK');--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "theme" "user_theme" DEFAULT 'SYSTEM' NOT NULL;