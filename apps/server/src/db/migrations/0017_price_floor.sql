-- A price is at least the finest tick an exchange lists, 1e-8 (core's PRICE_RULE; docs/positions-server.md, "Database
-- checks"): a stop or a target of 5e-324 is no price. Rows below it stop this migration with their ids.
DO $$
DECLARE
  blocking text;
BEGIN
  SELECT string_agg(id::text, ', ' ORDER BY id) INTO blocking FROM (
    SELECT "positions"."id" AS id FROM "positions" WHERE NOT (("positions"."entry_price" >= 1e-8 AND "positions"."entry_price" <= 1e12) AND ("positions"."stop_loss" >= 1e-8 AND "positions"."stop_loss" <= 1e12) AND ("positions"."tp1" >= 1e-8 AND "positions"."tp1" <= 1e12) AND ("positions"."tp2" >= 1e-8 AND "positions"."tp2" <= 1e12) AND ("positions"."tp3" >= 1e-8 AND "positions"."tp3" <= 1e12) AND ("positions"."exit_price" IS NULL OR ("positions"."exit_price" >= 1e-8 AND "positions"."exit_price" <= 1e12))) ORDER BY "positions"."id" LIMIT 50
  ) AS bad;
  IF blocking IS NOT NULL THEN
    RAISE EXCEPTION 'positions % hold a price below 1e-8 or above 1e12: correct or delete them, then start again (docs/positions-server.md, Database checks)', blocking;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_prices_check";--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_prices_check" CHECK (("positions"."entry_price" >= 1e-8 AND "positions"."entry_price" <= 1e12) AND ("positions"."stop_loss" >= 1e-8 AND "positions"."stop_loss" <= 1e12) AND ("positions"."tp1" >= 1e-8 AND "positions"."tp1" <= 1e12) AND ("positions"."tp2" >= 1e-8 AND "positions"."tp2" <= 1e12) AND ("positions"."tp3" >= 1e-8 AND "positions"."tp3" <= 1e12) AND ("positions"."exit_price" IS NULL OR ("positions"."exit_price" >= 1e-8 AND "positions"."exit_price" <= 1e12)));
