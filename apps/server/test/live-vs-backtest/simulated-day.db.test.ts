import { liveVsBacktestResponseSchema } from '@signaldesk/contracts/live-vs-backtest';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, auditLog, parameterOrigin, positions, signals } from '../../src/db/schema';
import { seedDemoParameters } from '../../src/demo/demo-parameters';
import { appendClosedMinutes } from '../../src/market/candle-store/candle-appender';
import { silentLogger } from '../../src/market/market-logger';
import { PriceHub } from '../../src/market/price-hub';
import { SimulatedLeaderboard } from '../../src/market/simulated/simulated-leaderboard';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';
import { OpportunityScanner } from '../../src/modules/signals/jobs/opportunity-scanner';
import { simulatedChannelStep } from '../../src/modules/signals/jobs/simulated-channel';
import { DEMO_SCANNER_SCORE_FLOOR } from '../../src/modules/signals/jobs/start-signal-jobs';
import { TraderTracker } from '../../src/modules/signals/jobs/trader-tracker';
import { liveBacktestConfig } from '../../src/modules/signals/manager/live-config';
import { SignalManager } from '../../src/modules/signals/manager/signal-manager';
import { databaseParameters } from '../../src/modules/trading-parameters/trading-parameters.service';
import { PositionMonitor } from '../../src/monitor/position-monitor';
import { ScriptedExchange } from '../support/scripted-exchange';
import { useSimulatedTestApp } from '../support/simulated-test-app';
import { signIn } from '../support/test-app';

const START = Date.UTC(2026, 0, 5, 9, 0);
const MINUTES = 180;
/** The apply the panel compares from: an hour into the day, so the first hour is what its windows look back to. */
const APPLIED_AT = START + 60 * MINUTE_MS;
/** The live price every 250 ms, as the simulated exchange streams it (4 book ticks a second). */
const TICK_MS = 250;
/** The Signal Manager and the other minute jobs run two seconds after a minute closes. */
const AFTER_CLOSE_MS = 2_000;

const app = useSimulatedTestApp(START);

/**
 * A simulated day through live and through the backtest (docs/advanced-analytics.md, Live against backtest): three
 * hours of the simulated market minute by minute, the demo's signals arriving (scanner, leaderboard, channel)
 * under the demo's parameter profile, the Signal Manager entering them, the position monitor closing them on the
 * live price 4 times a second, the candle appender storing each closed minute; then the panel. Every row is
 * `same`, except signals still waiting or positions still open at the end of the day, and the few exits the live
 * ticks explain (ticksExplain below checks each on the ticks themselves).
 */
describe('a simulated day, live against backtest', () => {
  it('the panel finds live equal to the backtest, row by row', async () => {
    const db = app.t.database.db;
    await seedDemoParameters(db, START);
    const parameters = databaseParameters(db);
    const now = () => app.t.clock.now;
    const intake = { db, exchange: app.exchange, now, rateLimit: new SourceRateLimit(250, 500) };
    const scanner = new OpportunityScanner({
      intake,
      exchange: app.exchange,
      parameters,
      scoreFloor: DEMO_SCANNER_SCORE_FLOOR,
    });
    const tracker = new TraderTracker({ intake, feed: new SimulatedLeaderboard(app.exchange), parameters });
    const channel = simulatedChannelStep({ intake, exchange: app.exchange, logger: silentLogger });
    const manager = new SignalManager({ db, exchange: app.exchange, parameters, now });
    // The live prices: the simulated exchange's own path inside each minute, handed to the hub tick by tick.
    const ticks = new ScriptedExchange(now);
    const hub = new PriceHub(ticks);
    const monitor = new PositionMonitor({ db, priceHub: hub, parameters, now, logger: silentLogger });
    const tickOpenSymbols = async (from: number, to: number) => {
      const open = await db
        .selectDistinct({ symbol: positions.symbol })
        .from(positions)
        .where(eq(positions.status, 'open'));
      for (let at = from; at < to; at += TICK_MS) {
        app.t.clock.now = at;
        for (const { symbol } of open) {
          const { askPrice, bidPrice } = app.exchange.bookTickerAt(symbol, at);
          ticks.tick(symbol, { askPrice, bidPrice, eventTime: at });
        }
      }
      await monitor.idle();
    };

    let appended = 0;
    for (let minute = 1; minute <= MINUTES; minute++) {
      const closed = START + minute * MINUTE_MS;
      // The minute's first two seconds, before the jobs of the minute that just closed.
      await tickOpenSymbols(closed - MINUTE_MS + AFTER_CLOSE_MS, closed);
      await tickOpenSymbols(closed, closed + AFTER_CLOSE_MS);
      app.t.clock.now = closed + AFTER_CLOSE_MS;
      appended += (
        await appendClosedMinutes({ exchange: app.exchange, store: app.t.app.deps.candleStore, now })
      ).storedCandles;
      await scanner.step();
      await tracker.step();
      await channel();
      await manager.step();
      await monitor.refresh();
      if (minute === 60) await applied(liveBacktestConfig(await parameters.read()));
    }
    await monitor.stop();
    hub.close();
    expect(appended).toBeGreaterThan(0);

    // The store holds every minute of the day for every symbol a signal named (the appender kept up).
    const named = [
      ...new Set((await db.select({ symbol: signals.symbol }).from(signals)).map((r) => r.symbol)),
    ];
    for (const symbol of named) {
      const stored = await app.t.app.deps.candleStore.read(symbol, START, START + MINUTES * MINUTE_MS);
      expect(
        stored.present.every((present) => present === 1),
        symbol,
      ).toBe(true);
    }

    const admin = await signIn(app.t.app, 'admin');
    const response = await app.t.app.inject({
      method: 'GET',
      url: '/api/analytics/live-vs-backtest',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const report = liveVsBacktestResponseSchema.parse(response.json()).data;
    const rows = report.rows;
    const count = (reason: string) => rows.filter((row) => row.reason === reason).length;
    console.info(
      `simulated day: ${rows.length} signals compared; ${JSON.stringify(
        Object.fromEntries(Object.entries(report.reasons).filter(([, n]) => n > 0)),
      )}; live ${JSON.stringify(report.live)}; backtest ${JSON.stringify(report.backtest)}`,
    );
    for (const row of rows.filter((r) => r.reason === 'exitDiffers'))
      console.info(`${await ticksExplain(row)}: ${JSON.stringify(row)}`);
    expect(rows.length).toBeGreaterThan(50);
    expect(count('missingCandle')).toBe(0);
    // Live traded: entries, closes by TP, SL, breakeven and timeout, all judged `same`.
    expect(rows.filter((row) => row.reason === 'same' && row.live.exitTime !== null).length).toBeGreaterThan(
      10,
    );
    expect(
      rows.filter((row) => row.reason === 'same' && row.live.state === 'ignored').length,
    ).toBeGreaterThan(0);
    // Nothing else than the end of the day (a signal still waiting, a position still open on both sides), and exits
    // that the live ticks explain (docs/signals.md, Live and backtest: the one way exits differ).
    for (const row of rows) {
      expect(['same', 'stillWaiting', 'stillOpen', 'exitDiffers'], JSON.stringify(row)).toContain(row.reason);
      if (row.reason === 'stillOpen') expect(row.live.exitTime).toBeNull();
      if (row.reason === 'exitDiffers') expect(await ticksExplain(row), JSON.stringify(row)).not.toBeNull();
    }
    expect(count('exitDiffers')).toBeLessThan(count('same') / 5);
  }, 600_000);
});

type Row = ReturnType<typeof liveVsBacktestResponseSchema.parse>['data']['rows'][number];
const STOP_EXITS = new Set(['SL', 'BREAKEVEN_1', 'BREAKEVEN_2', 'TIMEOUT']);

/**
 * Why live's exit differs from the backtest's, checked on the very ticks the monitor saw, or null when the ticks do
 * not explain it:
 * - `missedExtreme`: live closed later, and no tick of the backtest's exit minute the monitor followed (it follows
 *   a position from the step that opened it, two seconds into the minute) reached the backtest's exit price: the
 *   candle's extreme lies between ticks, or in the first two seconds;
 * - `orderInsideMinute`: live closed earlier, in a minute whose candle also reached a target of the position: the
 *   ticks went to the target and back to the stop inside the minute, where the candle moves the stop from the next
 *   minute on (docs/backtest.md, 5. The trade).
 */
async function ticksExplain(row: Row): Promise<'missedExtreme' | 'orderInsideMinute' | null> {
  const [position] = await app.t.database.db
    .select()
    .from(positions)
    .where(eq(positions.id, row.live.positionId!));
  if (!position || row.live.exitTime === null || row.backtest.exitTime === null) return null;
  const liveExit = Date.parse(row.live.exitTime);
  const backtestExit = Date.parse(row.backtest.exitTime);
  const sign = row.direction === 'LONG' ? 1 : -1;
  const level = row.backtest.exitPrice!;
  if (liveExit > backtestExit) {
    const from = Math.max(backtestExit - MINUTE_MS, position.openedAt.getTime() + AFTER_CLOSE_MS);
    const stop = STOP_EXITS.has(row.backtest.exitReason!);
    for (let at = from; at < backtestExit; at += TICK_MS) {
      const price = app.exchange.bookTickerAt(row.symbol, at).askPrice;
      if (stop ? sign * (price - level) <= 0 : sign * (price - level) >= 0) return null;
    }
    return 'missedExtreme';
  }
  const minute = Math.floor(liveExit / MINUTE_MS) * MINUTE_MS;
  const candle = await app.t.app.deps.candleStore.read(row.symbol, minute, minute + MINUTE_MS);
  const [high, low] = [candle.high[0]!, candle.low[0]!];
  const targetHit = [position.tp1, position.tp2, position.tp3].some(
    (target) => target >= low && target <= high,
  );
  return targetHit ? 'orderInsideMinute' : null;
}

/** The apply the panel starts at, as an apply writes it (its audit entry, then the origin with the config live runs). */
async function applied(liveConfig: object): Promise<void> {
  const db = app.t.database.db;
  const [owner] = await db.select().from(admins).where(eq(admins.username, 'admin'));
  const [audit] = await db
    .insert(auditLog)
    .values({
      adminId: owner!.id,
      username: 'admin',
      action: 'parameter.apply',
      entityType: 'backtest_run',
      entityId: '1',
      before: { values: {} },
      after: { values: {} },
      createdAt: new Date(APPLIED_AT),
    })
    .returning();
  await db.insert(parameterOrigin).values({
    name: 'Demo profile',
    runConfig: liveConfig,
    liveConfig,
    username: 'admin',
    adminId: owner!.id,
    appliedAt: new Date(APPLIED_AT),
    auditId: audit!.id,
  });
}
