ALTER TABLE "signals" ADD COLUMN "search_progress" jsonb;
