import { positions, tradingParameters } from '../../src/db/schema';
import type { NewPositionRow } from '../../src/modules/positions/position-row';
import { insertPosition } from '../../src/modules/positions/positions.repository';
import { ScriptedExchange } from '../support/scripted-exchange';
import { buildTestApp, JSON_HEADERS, signIn, type TestApp } from '../support/test-app';

/** The app with a scripted exchange listing BTC and ETH perpetuals (BTC also on spot), signed in as both admins. */
export async function buildPositionsApp(env: Record<string, string> = {}) {
  const exchange = new ScriptedExchange().listPerpetuals(['BTCUSDT', 'ETHUSDT']);
  exchange.symbols[0]!.markets = ['futures', 'spot'];
  exchange.prices.set('BTCUSDT', 100).set('ETHUSDT', 2000);
  const t = await buildTestApp({ deps: { exchange }, env });
  const admin = await signIn(t.app, 'admin');
  const backtester = await signIn(t.app, 'backtester');
  return { t, exchange, admin, backtester };
}

export function post(t: TestApp, url: string, cookie: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...JSON_HEADERS, cookie },
    payload: payload as object,
  });
}

export function get(t: TestApp, url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

export const OPEN_DEFAULTS = {
  symbol: 'BTCUSDT',
  direction: 'LONG',
  forceAdmin: 'false',
  telegram: 'false',
  isSpot: 'false',
  customSL: null,
  customTP1: null,
  customTP2: null,
  customTP3: null,
} as const;

export async function resetTables(t: TestApp): Promise<void> {
  await t.database.db.delete(positions);
  await t.database.db.delete(tradingParameters);
}

/** An open LONG at 100 with the levels and sizes of the default parameters. */
export function testPositionValues(values: Partial<NewPositionRow> = {}): NewPositionRow {
  return {
    symbol: 'BTCUSDT',
    direction: 'LONG',
    entryPrice: 100,
    stopLoss: 96.1,
    tp1: 101.6,
    tp2: 103.2,
    tp3: 105.6,
    tp1Size: 15,
    tp2Size: 60,
    openedAt: new Date('2026-11-01T10:00:00.000Z'),
    status: 'open',
    ...values,
  };
}

/** A stored position with the defaults of testPositionValues. */
export function storePosition(t: TestApp, values: Partial<NewPositionRow> = {}) {
  return insertPosition(t.database.db, testPositionValues(values));
}
