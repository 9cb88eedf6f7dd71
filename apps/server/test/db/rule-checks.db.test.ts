import { BACKTEST_NUMBER_RULES } from '@signaldesk/core/backtest/config-rules';
import { PRICE_RULE } from '@signaldesk/core/position/levels';
import { type NumberRule, numberRuleIssue } from '@signaldesk/core/rules/number-rule';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { numberBoundsSql } from '../../src/db/number-rule.sql';
import { openTestDatabase } from '../support/test-database';

/**
 * The CHECK constraints of the database say what core's rules say: a value on either side of each bound is
 * refused by the database exactly when the rule refuses it. If a rule moves, this fails until a migration moves the
 * constraint with it (docs/positions-server.md, "Database checks").
 */
let database: DatabaseHandle;
let nextId = 1000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const insert = (price: number, size: number) =>
  database.db.execute(sql`
    INSERT INTO positions (id, symbol, direction, entry_price, stop_loss, tp1, tp2, tp3, tp1_size, tp2_size, opened_at)
    VALUES (${nextId++}, 'BTCUSDT', 'LONG', ${price}::float8, 1e-8, 1e-8, 1e-8, 1e-8, ${size}, 0, now())`);

/** Each bound, a hair inside and a hair outside it. */
function around(rule: NumberRule): number[] {
  return [rule.min, rule.max]
    .filter((edge): edge is number => edge !== undefined)
    .flatMap((edge) => [
      edge,
      edge - Math.max(1e-6, Math.abs(edge) * 1e-9),
      edge + Math.max(1e-6, Math.abs(edge) * 1e-9),
    ]);
}

const accepted = async (write: Promise<unknown>) =>
  write.then(
    () => true,
    () => false,
  );

describe('the database checks and the rules of core', () => {
  it('take a price exactly when PRICE_RULE does', async () => {
    for (const price of around(PRICE_RULE)) {
      expect(await accepted(insert(price, 50)), `price ${price}`).toBe(
        numberRuleIssue('price', PRICE_RULE, price) === null,
      );
    }
  });

  it("take a TP size exactly when the backtest's exit share bounds do", async () => {
    const rule = { ...BACKTEST_NUMBER_RULES.tp1ExitPercent, integer: false };
    for (const size of around(rule)) {
      expect(await accepted(insert(100, size)), `size ${size}`).toBe(
        numberRuleIssue('size', rule, size) === null,
      );
    }
  });

  it('are written from the rule with its own comparisons', () => {
    const dialect = new PgDialect();
    const render = (rule: NumberRule) => dialect.sqlToQuery(numberBoundsSql(sql.raw('x'), rule)).sql;
    expect(render(PRICE_RULE)).toBe('(x >= 1e-8 AND x <= 1000000000000)');
    expect(render(BACKTEST_NUMBER_RULES.tp1ExitPercent)).toBe('(x >= 0 AND x <= 100)');
    expect(render(BACKTEST_NUMBER_RULES.stopLossPercent)).toBe('(x > -100 AND x <= -0.01)');
    expect(render(BACKTEST_NUMBER_RULES.breakEvenPercent)).toBe('(x > -100 AND x < 100)');
  });
});
