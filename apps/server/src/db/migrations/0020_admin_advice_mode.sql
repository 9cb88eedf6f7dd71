-- The header advice's mode each admin chose (docs/console.md, "Trading day and hour"): the spec's schedule until
-- they choose "from my history" in Settings.
ALTER TABLE "admins" ADD COLUMN "advice_mode" text DEFAULT 'schedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_advice_mode_check" CHECK ("admins"."advice_mode" IN ('schedule', 'history'));
