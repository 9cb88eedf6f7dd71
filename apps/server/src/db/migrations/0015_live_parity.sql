ALTER TABLE "positions" ALTER COLUMN "risk_score" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "risk_score" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "force_percentage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ALTER COLUMN "force_percentage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "signals" ADD COLUMN "late_minutes" integer;
