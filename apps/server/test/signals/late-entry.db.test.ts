import { closedPositionsResponseSchema } from '@signaldesk/contracts/positions';
import { runBacktest } from '@signaldesk/core/backtest/engine';
import type { CandleColumns } from '@signaldesk/core/market/candles';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { minuteSeries } from '../../../../packages/core/test/support/candle-series';
import { auditLog, positions, signalSources, signals } from '../../src/db/schema';
import { SYSTEM_ACTOR } from '../../src/modules/audit/audit.repository';
import { selectBacktestSignals } from '../../src/modules/backtesting/backtest-signals.repository';
import { closedPositionsJson } from '../../src/modules/positions/closed-positions-json';
import { asBacktestSignal } from '../../src/modules/signals/manager/backtest-signal';
import { liveBacktestConfig } from '../../src/modules/signals/manager/live-config';
import { SignalManager } from '../../src/modules/signals/manager/signal-manager';
import { insertSignal } from '../../src/modules/signals/signals.repository';
import { SIGNAL_ENTRY_DEFINITIONS } from '../../src/modules/trading-parameters/linked-parameters';
import {
  databaseParameters,
  updateParameter,
} from '../../src/modules/trading-parameters/trading-parameters.service';
import { useSignalsTestApp } from '../support/signals-test-app';

const app = useSignalsTestApp();
const T0 = Date.UTC(2026, 0, 5, 10, 0);
const START = T0 - 3 * MINUTE_MS;

/** Entry rules that enter on three green candles after the signal, with the default 1.5 % largest candle. */
const QUICK: Record<string, string> = {
  SIGNAL_WAIT_TIME_MINUTES: '0',
  SIGNAL_PATTERN_WINDOW_CANDLES: '3',
  SIGNAL_PATTERN1_MIN_CANDLES: '3',
  SIGNAL_OPEN_AFTER_FIRST_PATTERN: 'true',
  SIGNAL_ACCEPT_INVERSE_PATTERNS: 'false',
  SIGNAL_MIN_PRICE_SPREAD_PERCENT: '0',
  SIGNAL_MIN_VOLUME_MULTIPLIER: '0',
  SIGNAL_MIN_BUYER_RATIO_MULTIPLIER: '0',
  SIGNAL_VOLUME_LOOKBACK_CANDLES: '1',
};
const save = (key: string, value: string) =>
  updateParameter(app.t.database.db, SYSTEM_ACTOR, key, value, new Date(app.t.clock.now));

/** Candles from T0 - 3 min, minute i closing at closeAt(i). */
const series = (closeAt: (i: number) => number): CandleColumns => minuteSeries(START, 60, closeAt);
const closeAtMinute = (bars: CandleColumns, closeTime: number) =>
  bars.close[(closeTime - START) / MINUTE_MS - 1]!;

// ETHUSDT: three green minutes from T0 - 2 min, the entry at T0's close (100.3, entry time T0 + 1 min), then a
// slow drift up (0.02 a minute). BTCUSDT: the same entry, then a jump of 3.2 % at minute 10. SOLUSDT: flat, then
// three green minutes from T0 + 5 min (entry at 50.15, entry time T0 + 8 min).
const ETH = series((i) => (i <= 3 ? 100 + 0.1 * i : 100.3 + 0.02 * (i - 3)));
const BTC = series((i) => (i <= 3 ? 100 + 0.1 * i : i < 10 ? 100.3 : 103.5));
const SOL = series((i) => (i <= 7 ? 50 : i <= 10 ? 50 + 0.05 * (i - 7) : 50.15));

async function source() {
  const [row] = await app.t.database.db
    .insert(signalSources)
    .values({ name: 'late', kind: 'webhook', createdAt: new Date(0) })
    .returning();
  return row!.id;
}

function manager() {
  return new SignalManager({
    db: app.t.database.db,
    exchange: app.exchange,
    parameters: databaseParameters(app.t.database.db),
    now: () => app.t.clock.now,
  });
}

/** Runs the manager's step of the minute closing at `at`, as the server does (two seconds after). */
async function stepAt(at: number) {
  app.t.clock.now = at + 2_000;
  return manager().step();
}

const signalRows = () => app.t.database.db.select().from(signals).orderBy(asc(signals.id));
const positionOf = async (id: number | null) =>
  id === null ? null : (await app.t.database.db.select().from(positions).where(eq(positions.id, id)))[0]!;

beforeEach(async () => {
  for (const definition of SIGNAL_ENTRY_DEFINITIONS) await save(definition.key, definition.defaultValue);
  for (const [key, value] of Object.entries(QUICK)) await save(key, value);
  app.exchange.bars.set('ETHUSDT', ETH).set('BTCUSDT', BTC).set('SOLUSDT', SOL);
  app.exchange.listPerpetuals(['ETHUSDT', 'BTCUSDT', 'SOLUSDT']);
});

describe('a step that runs late (docs/signals.md, Late entries)', () => {
  it('after 23 minutes without any instance: entries of the gap are taken now at the price of now, or skipped', async () => {
    const sourceId = await source();
    const received = (symbol: string, at: number) =>
      insertSignal(app.t.database.db, {
        sourceId,
        symbol,
        direction: 'LONG',
        category: 'signal',
        receivedAt: new Date(at),
      });
    const eth = await received('ETHUSDT', T0 - 2 * MINUTE_MS);
    const btc = await received('BTCUSDT', T0 - 2 * MINUTE_MS);
    // The last step before the gap judges the minute closing at T0: no pattern yet.
    expect(await stepAt(T0)).toMatchObject({ waiting: 2, entered: 0 });
    // A signal arrives during the gap (its webhook answered; no manager ran).
    const sol = await received('SOLUSDT', T0 + 5 * MINUTE_MS);
    const late = T0 + 24 * MINUTE_MS;
    expect(await stepAt(late)).toMatchObject({ entered: 2, ignored: 1 });

    const [ethRow, btcRow, solRow] = await signalRows();
    // ETH's entry candle closed at T0 + 1 min: taken 23 minutes late, at the close of the minute of the step.
    expect(ethRow).toMatchObject({
      id: eth.id,
      state: 'entered',
      lateMinutes: 23,
      decidedAt: new Date(late),
    });
    expect(await positionOf(ethRow!.positionId)).toMatchObject({
      openedAt: new Date(late),
      entryPrice: closeAtMinute(ETH, late),
    });
    expect(closeAtMinute(ETH, late)).not.toBe(100.3);
    // BTC jumped 3.2 % since its entry candle: beyond the 1.5 % tolerance, skipped.
    expect(btcRow).toMatchObject({
      id: btc.id,
      state: 'ignored',
      ignoredReason: 'lateEntry',
      positionId: null,
    });
    // SOL was decided on the candles the step missed: its entry candle closed at T0 + 8 min, 16 minutes ago.
    expect(solRow).toMatchObject({ id: sol.id, state: 'entered', lateMinutes: 16 });
    expect(await positionOf(solRow!.positionId)).toMatchObject({
      openedAt: new Date(late),
      entryPrice: 50.15,
    });
    // Nothing was stored or announced with a time before the step.
    const stored = await app.t.database.db.select().from(positions);
    expect(stored.every((row) => row.openedAt.getTime() === late)).toBe(true);
    const audits = await app.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'position.open'));
    expect(audits.map((row) => (row.after as { openedAt: string }).openedAt)).toEqual([
      new Date(late).toISOString(),
      new Date(late).toISOString(),
    ]);

    // The backtester, asked to model the same late step, takes the same entries and skips the same signal.
    const config = liveBacktestConfig(await databaseParameters(app.t.database.db).read());
    const candles = new Map([
      ['ETHUSDT', ETH],
      ['BTCUSDT', BTC],
      ['SOLUSDT', SOL],
    ]);
    const replay = (row: typeof ethRow, delay: number) => {
      const outcome: { entry?: unknown; ignored?: string } = {};
      runBacktest([asBacktestSignal(row!)], candles, { ...config, positionCount: 1 }, late, {
        entryDelayMinutes: delay,
        onEntry: (_s, entry) => Object.assign(outcome, { entry }),
        onIgnored: (_s, reason) => Object.assign(outcome, { ignored: reason }),
      });
      return outcome;
    };
    expect(replay(ethRow, 23).entry).toMatchObject({ entryTime: late, entryPrice: closeAtMinute(ETH, late) });
    expect(replay(btcRow, 23).ignored).toBe('lateEntry');
    expect(replay(solRow, 16).entry).toMatchObject({ entryTime: late, entryPrice: 50.15 });
  });

  it('after a parameter change: an older signal whose entry is now in the past enters now, not at its old minute', async () => {
    const sourceId = await source();
    await save('SIGNAL_WAIT_TIME_MINUTES', '30');
    await insertSignal(app.t.database.db, {
      sourceId,
      symbol: 'ETHUSDT',
      direction: 'LONG',
      category: 'signal',
      receivedAt: new Date(T0 - 2 * MINUTE_MS),
    });
    for (let at = T0 - MINUTE_MS; at <= T0 + 10 * MINUTE_MS; at += MINUTE_MS) {
      expect(await stepAt(at)).toMatchObject({ waiting: 1 });
    }
    // The admin shortens the wait: the pattern of T0 - 2 min to T0 now counts, 10 minutes after it closed.
    await save('SIGNAL_WAIT_TIME_MINUTES', '0');
    const at = T0 + 11 * MINUTE_MS;
    expect(await stepAt(at)).toMatchObject({ entered: 1 });
    const [row] = await signalRows();
    expect(row).toMatchObject({ state: 'entered', lateMinutes: 10 });
    expect(await positionOf(row!.positionId)).toMatchObject({
      openedAt: new Date(at),
      entryPrice: closeAtMinute(ETH, at),
    });
  });

  it('an entry found at the step that closes its candle is on time: no delay is recorded', async () => {
    const sourceId = await source();
    await insertSignal(app.t.database.db, {
      sourceId,
      symbol: 'ETHUSDT',
      direction: 'LONG',
      category: 'signal',
      receivedAt: new Date(T0 - 2 * MINUTE_MS),
    });
    await stepAt(T0);
    expect(await stepAt(T0 + MINUTE_MS)).toMatchObject({ entered: 1 });
    const [row] = await signalRows();
    expect(row).toMatchObject({ state: 'entered', lateMinutes: null });
    expect(await positionOf(row!.positionId)).toMatchObject({
      openedAt: new Date(T0 + MINUTE_MS),
      entryPrice: 100.3,
    });
  });
});

describe('a signal without force or risk score (docs/signals.md, Missing force and risk)', () => {
  it('opens a position that keeps them missing, which a backtest of closed positions does not refuse', async () => {
    const sourceId = await source();
    await save('SIGNAL_MIN_FORCE_PERCENTAGE', '50');
    await insertSignal(app.t.database.db, {
      sourceId,
      symbol: 'ETHUSDT',
      direction: 'LONG',
      category: 'signal',
      receivedAt: new Date(T0 - 2 * MINUTE_MS),
    });
    await stepAt(T0 + MINUTE_MS);
    const [row] = await signalRows();
    const position = await positionOf(row!.positionId);
    expect(position).toMatchObject({ riskScore: null, forcePercentage: null });
    // The position as the backtester selects it (closed), with the live configuration: not ignored for force.
    await app.t.database.db
      .update(positions)
      .set({ status: 'closed', closedAt: new Date(T0 + 30 * MINUTE_MS), exitPrice: 101, closeReason: 'TP1' })
      .where(eq(positions.id, position!.id));
    const config = liveBacktestConfig(await databaseParameters(app.t.database.db).read());
    const replayed = await selectBacktestSignals(app.t.database.db, { ...config, positionCount: 10 });
    expect(replayed).toMatchObject([{ id: position!.id, riskScore: null, forcePercentage: null }]);
    const ignored: string[] = [];
    runBacktest(replayed, new Map([['ETHUSDT', ETH]]), config, T0 + 60 * MINUTE_MS, {
      onIgnored: (_s, reason) => ignored.push(reason),
    });
    expect(ignored.filter((reason) => reason === 'forcePercentage' || reason === 'riskScore')).toEqual([]);
    // The closed list's SQL-built JSON says null, and its contract reads it.
    const body = closedPositionsResponseSchema.parse(
      JSON.parse(await closedPositionsJson(app.t.database.db, {})),
    );
    expect(body.data[0]).toMatchObject({ riskScore: null, forcePercentage: null });
  });
});
