import { DIFFERENCE_REASONS, liveVsBacktestResponseSchema } from '@signaldesk/contracts/live-vs-backtest';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomWorld, WORLD_START } from '../../../../packages/core/test/backtest/random-world';
import { admins, auditLog, parameterOrigin, positions, signalSources, signals } from '../../src/db/schema';
import { insertSignal } from '../../src/modules/signals/signals.repository';
import { useSignalsTestApp } from '../support/signals-test-app';
import { signIn } from '../support/test-app';

const app = useSignalsTestApp();

/** A world of the parity test with eight trades and nothing ignored (seed 21), its candles in the store. */
const world = randomWorld(21);
const config = {
  ...world.config,
  trendConfidence: 0,
  customFilterEnabled: false,
  enableReversal: false,
  forcePercentage: 1,
};
const NOTIONAL = config.positionSizeEuro * config.leverage;

async function report(cookie: string) {
  const response = await app.t.app.inject({
    method: 'GET',
    url: '/api/analytics/live-vs-backtest',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return liveVsBacktestResponseSchema.parse(response.json()).data;
}

/** The apply the period starts at, as an apply writes it (its audit entry, then the origin with its config). */
async function applied(at: number): Promise<void> {
  const [owner] = await app.t.database.db.select().from(admins).where(eq(admins.username, 'admin'));
  const [audit] = await app.t.database.db
    .insert(auditLog)
    .values({
      adminId: owner!.id,
      username: 'admin',
      action: 'parameter.apply',
      entityType: 'backtest_run',
      entityId: '1',
      before: { values: {} },
      after: { values: {} },
      createdAt: new Date(at),
    })
    .returning();
  await app.t.database.db.insert(parameterOrigin).values({
    name: 'World 21',
    runConfig: config,
    liveConfig: config,
    username: 'admin',
    adminId: owner!.id,
    appliedAt: new Date(at),
    auditId: audit!.id,
  });
}

describe('GET /api/analytics/live-vs-backtest', () => {
  it('answers an empty comparison before any apply, and is admin1 only', async () => {
    await app.t.database.db.delete(parameterOrigin);
    const admin = await signIn(app.t.app, 'admin');
    const empty = await report(admin);
    expect(empty.origin).toBeNull();
    expect(empty.rows).toEqual([]);
    const backtester = await signIn(app.t.app, 'backtester');
    const denied = await app.t.app.inject({
      method: 'GET',
      url: '/api/analytics/live-vs-backtest',
      headers: { cookie: backtester },
    });
    expect(denied.statusCode).toBe(403);
    const signedOut = await app.t.app.inject({ method: 'GET', url: '/api/analytics/live-vs-backtest' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('names the reason of every difference, signal by signal, and sets the figures side by side', async () => {
    await app.t.database.db.delete(parameterOrigin);
    const admin = await signIn(app.t.app, 'admin');
    app.t.clock.now = world.now;
    for (const [symbol, series] of world.candles) {
      await app.t.app.deps.candleStore.write(symbol, series, { fetchedAt: world.now + 60 * MINUTE_MS });
    }
    await applied(WORLD_START);
    const [source] = await app.t.database.db
      .insert(signalSources)
      .values({ name: 'replay', kind: 'webhook', createdAt: new Date(0) })
      .returning();
    const ordered = [...world.signals].sort((a, b) => a.openedAt - b.openedAt || a.id - b.id);
    const last = ordered[ordered.length - 1]!.openedAt;
    const store = (symbol: string, receivedAt: number, forcePercentage: number | null = null) =>
      insertSignal(app.t.database.db, {
        sourceId: source!.id,
        symbol,
        direction: 'LONG',
        category: 'signal',
        forcePercentage,
        receivedAt: new Date(receivedAt),
      });
    for (const signal of ordered) {
      await insertSignal(app.t.database.db, {
        sourceId: source!.id,
        symbol: signal.symbol,
        direction: signal.direction,
        category: 'signal',
        riskScore: signal.riskScore ?? null,
        receivedAt: new Date(signal.openedAt),
      });
    }
    // After the world's signals: one the applied force filter refuses, two on a symbol the store has no candle of.
    const refused = await store('AAAUSDT', last + MINUTE_MS, 0);
    const refusedOtherwise = await store('AAAUSDT', last + MINUTE_MS, 0);
    const noCandles = await store('CCCUSDT', last + MINUTE_MS);
    const waiting = await store('CCCUSDT', last + 2 * MINUTE_MS);

    // Everything still waits live: the backtest side alone.
    const before = await report(admin);
    expect(before.origin?.name).toBe('World 21');
    expect(before.rows.every((row) => row.reason === 'stillWaiting')).toBe(true);
    const traded = before.rows.filter((row) => row.backtest.entryTime !== null);
    expect(traded).toHaveLength(8);
    expect(before.rows.find((row) => row.signalId === refused.id)?.backtest.ignoredReason).toBe(
      'forcePercentage',
    );
    expect(before.rows.find((row) => row.signalId === noCandles.id)?.backtest.ignoredReason).toBe('data');

    // What live did, by hand: each trade of the backtest as a position, then one change per reason.
    const enter = async (
      signalId: number,
      values: {
        openedAt: number;
        entryPrice: number;
        closedAt: number | null;
        exitPrice?: number | null;
        reason: string | null;
        pnl: number | null;
        lateMinutes?: number;
      },
    ) => {
      const [position] = await app.t.database.db
        .insert(positions)
        .values({
          symbol: 'AAAUSDT',
          direction: 'LONG',
          entryPrice: values.entryPrice,
          stopLoss: values.entryPrice * 0.9,
          tp1: values.entryPrice * 1.01,
          tp2: values.entryPrice * 1.02,
          tp3: values.entryPrice * 1.03,
          tp1Size: 15,
          tp2Size: 60,
          openedAt: new Date(values.openedAt),
          closedAt: values.closedAt === null ? null : new Date(values.closedAt),
          status: values.closedAt === null ? 'open' : 'closed',
          exitPrice: values.closedAt === null ? null : (values.exitPrice ?? values.entryPrice),
          closeReason: values.reason,
          finalProfitPercentage: values.pnl === null ? null : (values.pnl / NOTIONAL) * 100,
        })
        .returning();
      await app.t.database.db
        .update(signals)
        .set({
          state: 'entered',
          positionId: position!.id,
          decidedAt: new Date(values.openedAt),
          lateMinutes: values.lateMinutes ?? null,
        })
        .where(eq(signals.id, signalId));
    };
    const asTraded = (row: (typeof traded)[number]) => ({
      openedAt: Date.parse(row.backtest.entryTime!),
      entryPrice: row.backtest.entryPrice!,
      closedAt: Date.parse(row.backtest.exitTime!),
      exitPrice: row.backtest.exitPrice,
      reason: row.backtest.exitReason,
      pnl: row.backtest.profitLoss,
    });
    const expected = new Map<number, string>();
    const [same, byHand, late, elsewhere, ignoredLive, open, otherExit, same2] = traded;
    await enter(same!.signalId, asTraded(same!));
    expected.set(same!.signalId, 'same');
    // A tick fill 0.05 % from the candle's level, 20 s before the candle's close, at another P&L: the same trade.
    await enter(same2!.signalId, {
      ...asTraded(same2!),
      exitPrice: asTraded(same2!).exitPrice! * 1.0005,
      closedAt: asTraded(same2!).closedAt - 20_000,
      pnl: asTraded(same2!).pnl! - 0.05,
    });
    expected.set(same2!.signalId, 'same');
    await enter(byHand!.signalId, { ...asTraded(byHand!), reason: 'TRADERS_EXIT', pnl: 12.5 });
    expected.set(byHand!.signalId, 'closedByHand');
    await enter(late!.signalId, {
      ...asTraded(late!),
      openedAt: asTraded(late!).openedAt + 3 * MINUTE_MS,
      lateMinutes: 3,
    });
    expected.set(late!.signalId, 'enteredLate');
    await enter(elsewhere!.signalId, {
      ...asTraded(elsewhere!),
      entryPrice: asTraded(elsewhere!).entryPrice * 1.001,
    });
    expected.set(elsewhere!.signalId, 'entryDiffers');
    await app.t.database.db
      .update(signals)
      .set({ state: 'ignored', ignoredReason: 'noEntry' })
      .where(eq(signals.id, ignoredLive!.signalId));
    expected.set(ignoredLive!.signalId, 'ignoredLiveEnteredBacktest');
    await enter(open!.signalId, { ...asTraded(open!), closedAt: null, reason: null, pnl: null });
    expected.set(open!.signalId, 'stillOpen');
    const exit = asTraded(otherExit!);
    await enter(otherExit!.signalId, { ...exit, reason: exit.reason === 'SL' ? 'TIMEOUT' : 'SL', pnl: -7 });
    expected.set(otherExit!.signalId, 'exitDiffers');
    await enter(refused.id, {
      openedAt: last + 5 * MINUTE_MS,
      entryPrice: 100,
      closedAt: last + 9 * MINUTE_MS,
      reason: 'TP1',
      pnl: 3,
    });
    expected.set(refused.id, 'enteredLiveIgnoredBacktest');
    // Live ignored it for want of an entry; the backtest for its force: both did not trade, for other reasons.
    await app.t.database.db
      .update(signals)
      .set({ state: 'ignored', ignoredReason: 'noEntry' })
      .where(eq(signals.id, refusedOtherwise.id));
    expected.set(refusedOtherwise.id, 'ignoredDiffers');
    await enter(noCandles.id, {
      openedAt: last + 5 * MINUTE_MS,
      entryPrice: 5,
      closedAt: last + 9 * MINUTE_MS,
      reason: 'SL',
      pnl: -4,
    });
    expected.set(noCandles.id, 'missingCandle');
    expected.set(waiting.id, 'stillWaiting');

    const after = await report(admin);
    for (const row of after.rows)
      expect(row.reason, `signal ${row.signalId}`).toBe(expected.get(row.signalId));
    for (const reason of DIFFERENCE_REASONS) expect(after.reasons[reason], reason).toBeGreaterThan(0);
    expect(after.reasons.same).toBe(2);

    // The figures: the backtest's eight closed trades against live's closed positions, P&L on one notional.
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const backtestPnl = sum(traded.map((row) => row.backtest.profitLoss!));
    expect(after.backtest.trades).toBe(8);
    expect(after.backtest.profitLoss).toBeCloseTo(backtestPnl, 9);
    // Live closed: same ×2 (one 0.05 USD less), late, elsewhere (their backtest P&L), by hand 12.5, other exit -7, refused 3, no candles -4.
    const livePnl =
      sum([same, same2, late, elsewhere].map((row) => row!.backtest.profitLoss!)) - 0.05 + 12.5 - 7 + 3 - 4;
    expect(after.live.trades).toBe(8);
    expect(after.live.profitLoss).toBeCloseTo(livePnl, 9);
    const liveRow = after.rows.find((row) => row.signalId === byHand!.signalId)!;
    expect(liveRow.live).toMatchObject({ state: 'entered', closeReason: 'TRADERS_EXIT' });
    expect(liveRow.live.profitLoss).toBeCloseTo(12.5, 9);
  });

  it('keeps the latest apply after its undo, marked undone, and compares only the signals up to the undo', async () => {
    await app.t.database.db.delete(parameterOrigin);
    const admin = await signIn(app.t.app, 'admin');
    app.t.clock.now = world.now;
    await applied(WORLD_START);
    const [source] = await app.t.database.db
      .insert(signalSources)
      .values({ name: 'replay', kind: 'webhook', createdAt: new Date(0) })
      .returning();
    const undoneAt = WORLD_START + 10 * MINUTE_MS;
    for (const [offset, symbol] of [
      [1, 'AAAUSDT'],
      [5, 'AAAUSDT'],
      [10, 'CCCUSDT'],
      [20, 'CCCUSDT'],
    ] as const) {
      await insertSignal(app.t.database.db, {
        sourceId: source!.id,
        symbol,
        direction: 'LONG',
        category: 'signal',
        receivedAt: new Date(WORLD_START + offset * MINUTE_MS),
      });
    }
    await app.t.database.db.update(parameterOrigin).set({ undoneAt: new Date(undoneAt) });
    const answer = await report(admin);
    expect(answer.origin).toMatchObject({ name: 'World 21', undoneAt: new Date(undoneAt).toISOString() });
    expect(answer.to).toBe(new Date(undoneAt).toISOString());
    expect(answer.rows.map((row) => row.receivedAt)).toEqual([
      new Date(WORLD_START + MINUTE_MS).toISOString(),
      new Date(WORLD_START + 5 * MINUTE_MS).toISOString(),
    ]);
  });
});
