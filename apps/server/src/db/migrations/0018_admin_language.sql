-- The console language each admin chose (docs/console.md, Languages). Null until they choose: the console then shows
-- each text in the spec's language for it.
ALTER TABLE "admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("admins"."language" IN ('fr', 'en'));
