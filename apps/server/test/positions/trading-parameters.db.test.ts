import { TRADING_PARAMETER_DESCRIPTIONS } from '@signaldesk/contracts/trading-parameter-descriptions';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { isNumberField } from '@signaldesk/core/backtest/config-rules';
import { LIVE_BACKTEST_LINKS } from '@signaldesk/core/rules/live-backtest-mapping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { auditLog, tradingParameters } from '../../src/db/schema';
import { HttpError } from '../../src/lib/errors';
import { upsertAdmin } from '../../src/modules/auth/auth.repository';
import {
  PARAMETER_CATALOGUE,
  PARAMETER_GROUPS,
} from '../../src/modules/trading-parameters/trading-parameters.catalogue';
import { writeParameter } from '../../src/modules/trading-parameters/trading-parameters.repository';
import {
  databaseParameters,
  listParameters,
  seedTradingParameters,
  updateParameter,
} from '../../src/modules/trading-parameters/trading-parameters.service';
import { openTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
let actor: { adminId: number; username: string };

beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await upsertAdmin(database.db, { username: 'admin', passwordHash: 'x', adminType: 'admin1' });
  actor = { adminId: admin.id, username: admin.username };
});
afterAll(() => database.close());

const statusOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
};

describe('trading parameters', () => {
  it('catalogues every key once, in the groups of docs/positions-server.md, with valid defaults', () => {
    const keys = PARAMETER_CATALOGUE.map((definition) => definition.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const definition of PARAMETER_CATALOGUE) expect(PARAMETER_GROUPS).toContain(definition.group);
    expect(new Set(PARAMETER_CATALOGUE.map((definition) => definition.group))).toEqual(
      new Set(PARAMETER_GROUPS),
    );
  });

  it('describes every key from the one list of descriptions, and names no key outside the catalogue', () => {
    expect(PARAMETER_CATALOGUE.map((definition) => definition.key).sort()).toEqual(
      Object.keys(TRADING_PARAMETER_DESCRIPTIONS).sort(),
    );
    for (const definition of PARAMETER_CATALOGUE) {
      expect(definition.description).toBe(TRADING_PARAMETER_DESCRIPTIONS[definition.key]);
    }
  });

  it("builds each linked key's row from core's mapping: its field's default, and its rule for a number", () => {
    for (const link of LIVE_BACKTEST_LINKS) {
      const definition = PARAMETER_CATALOGUE.find((row) => row.key === link.key);
      expect(definition?.defaultValue).toBe(String(DEFAULT_BACKTEST_CONFIG[link.field]));
      if (isNumberField(link.field)) expect(definition?.type).toMatchObject({ sameAs: link.field });
      else expect(definition?.type.kind).not.toBe('number');
    }
  });

  it('defaults the Position Manager and Risk Manager values to the backtest defaults and sane limits', async () => {
    const values = await databaseParameters(database.db).read();
    expect(values.positionManager()).toEqual({
      stopLossPercent: -3.9,
      tp1Percent: 1.6,
      tp2Percent: 3.2,
      tp3Percent: 5.6,
      tp1ExitPercent: 15,
      tp2ExitPercent: 60,
      breakEvenPercent: -2.5,
      enableBreakeven1: true,
      enableBreakeven2: true,
      maximumTimePositionExecution: 210,
    });
    expect(values.riskManager()).toEqual({ maxOpenPositions: 20, onePositionPerSymbolDirection: true });
  });

  it('reads stored values on each read, and falls back to the default for an unreadable number', async () => {
    const source = databaseParameters(database.db);
    await writeParameter(database.db, 'MAX_OPEN_POSITIONS', '3', new Date());
    expect((await source.read()).riskManager().maxOpenPositions).toBe(3);
    await writeParameter(database.db, 'MAX_OPEN_POSITIONS', 'lots', new Date());
    expect((await source.read()).riskManager().maxOpenPositions).toBe(20);
    await database.db.delete(tradingParameters);
  });

  it('updates a value after checking it against its type, with an audit row of before and after', async () => {
    expect(await statusOf(updateParameter(database.db, actor, 'NOPE', '1', new Date()))).toBe(404);
    expect(
      await statusOf(updateParameter(database.db, actor, 'DEFAULT_TP1_PERCENT', 'abc', new Date())),
    ).toBe(400);
    expect(await statusOf(updateParameter(database.db, actor, 'MAX_OPEN_POSITIONS', '2.5', new Date()))).toBe(
      400,
    );
    expect(await statusOf(updateParameter(database.db, actor, 'ENABLE_BREAKEVEN_1', 'yes', new Date()))).toBe(
      400,
    );
    expect(await statusOf(updateParameter(database.db, actor, 'MARKET_STRATEGY', 'CALM', new Date()))).toBe(
      400,
    );
    expect(
      await statusOf(updateParameter(database.db, actor, 'DEFAULT_STOP_LOSS_PERCENT', '2', new Date())),
    ).toBe(400);
    await updateParameter(database.db, actor, 'DEFAULT_TP1_PERCENT', '2.1', new Date('2026-11-21T12:00:00Z'));
    expect((await databaseParameters(database.db).read()).positionManager().tp1Percent).toBe(2.1);
    const audits = await database.db.select().from(auditLog);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'parameter.update',
      entityType: 'trading_parameter',
      entityId: 'DEFAULT_TP1_PERCENT',
      username: 'admin',
      before: { value: '1.6' },
      after: { value: '2.1' },
    });
  });

  it('seeds the catalogue at its defaults once, keeping values already set', async () => {
    const inserted = await seedTradingParameters(database.db, new Date());
    expect(inserted).toBe(PARAMETER_CATALOGUE.length - 1);
    expect(await seedTradingParameters(database.db, new Date())).toBe(0);
    const listed = await listParameters(database.db);
    expect(listed.find((parameter) => parameter.key === 'DEFAULT_TP1_PERCENT')!.value).toBe('2.1');
    expect(listed.find((parameter) => parameter.key === 'MARKET_STRATEGY')!.value).toBe('TREND');
  });
});
