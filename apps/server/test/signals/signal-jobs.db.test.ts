import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  entryThen,
  flat,
  QUICK_SIGNAL_TIME,
  quickEntryConfig,
  T0,
} from '../../../../packages/core/test/backtest/helpers';
import { rising, series } from '../../../../packages/core/test/signals/opportunity-candles';
import { auditLog, positions, signalSources, signals } from '../../src/db/schema';
import { silentLogger } from '../../src/market/market-logger';
import type { TraderFeed, TraderPosition } from '../../src/market/trader-feed';
import { SourceRateLimit } from '../../src/modules/signals/intake/source-rate-limit';
import { OpportunityScanner } from '../../src/modules/signals/jobs/opportunity-scanner';
import { signalJobs } from '../../src/modules/signals/jobs/start-signal-jobs';
import { TraderTracker, traderAgreements } from '../../src/modules/signals/jobs/trader-tracker';
import { liveBacktestConfig } from '../../src/modules/signals/manager/live-config';
import { SignalManager } from '../../src/modules/signals/manager/signal-manager';
import { insertSignal } from '../../src/modules/signals/signals.repository';
import { ParameterValues } from '../../src/modules/trading-parameters/trading-parameters.service';
import { clearSignals, useSignalsTestApp } from '../support/signals-test-app';

const app = useSignalsTestApp();

/** The trading parameters: the catalogue's defaults with `set` stored over them. */
const parameters = (set: Record<string, string> = {}) => ({
  read: async () => new ParameterValues(new Map(Object.entries(set))),
});
const intake = () => ({
  db: app.t.database.db,
  exchange: app.exchange,
  now: () => app.t.clock.now,
  rateLimit: new SourceRateLimit(250, 500),
});

describe('the opportunity scanner', () => {
  // 30 minutes ending at AT: BTCUSDT rises 1 % on 3× volume (score 100), ETHUSDT 0.6 % on 1.8× (score 60).
  const START = Date.UTC(2026, 0, 5, 10, 0);
  const AT = START + 30 * MINUTE_MS;
  beforeEach(() => {
    app.exchange.listPerpetuals(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    app.exchange.bars.set('BTCUSDT', series(rising(101, 3000), {}, START));
    app.exchange.bars.set('ETHUSDT', series(rising(100.6, 1800), {}, START));
    app.exchange.bars.set('SOLUSDT', series(rising(100, 1000), {}, START));
    app.t.clock.now = AT + 1_000;
  });
  const scanner = (set: Record<string, string> = {}) =>
    new OpportunityScanner({ intake: intake(), exchange: app.exchange, parameters: parameters(set) });

  it('emits an opportunity signal per setup at or above OPPORTUNITY_SCORE, from a scanner source made on first use', async () => {
    const step = await scanner({ OPPORTUNITY_SCORE: '60' }).step();
    expect(step).toMatchObject({ scanned: 3, found: 2, emitted: 2 });
    const sources = await app.t.database.db.select().from(signalSources);
    expect(sources).toMatchObject([{ kind: 'scanner', name: 'Opportunity scanner' }]);
    const stored = await app.t.database.db.select().from(signals).orderBy(signals.id);
    expect(
      stored.map((row) => [row.symbol, row.direction, row.category, row.state, row.sourceId, row.entry]),
    ).toEqual([
      ['BTCUSDT', 'LONG', 'opportunity', 'waiting', sources[0]!.id, 101],
      ['ETHUSDT', 'LONG', 'opportunity', 'waiting', sources[0]!.id, 100.6],
    ]);
  });

  it('keeps to the default score 70, does not repeat a symbol within 30 minutes, and inverts when told', async () => {
    expect(await scanner().step()).toMatchObject({ found: 1, emitted: 1 });
    expect(await scanner().step()).toMatchObject({ found: 1, emitted: 0 });
    // The other direction is another signal.
    expect(await scanner({ OPPORTUNITY_IS_INVERT_DIRECTION: 'true' }).step()).toMatchObject({ emitted: 1 });
    const stored = await app.t.database.db.select().from(signals).orderBy(signals.id);
    expect(stored.map((row) => row.direction)).toEqual(['LONG', 'SHORT']);
    expect(new Set(stored.map((row) => row.sourceId)).size).toBe(1);
  });

  it('does nothing when OPPORTUNITY_IS_ENABLED is false, and finds nothing in SHAKY at 70 (BTCUSDT scores 63 there)', async () => {
    expect(await scanner({ OPPORTUNITY_IS_ENABLED: 'false' }).step()).toMatchObject({
      scanned: 0,
      emitted: 0,
    });
    expect(await scanner({ MARKET_STRATEGY: 'SHAKY' }).step()).toMatchObject({
      scanned: 3,
      found: 0,
    });
    expect(await app.t.database.db.select().from(signalSources)).toEqual([]);
  });
});

describe('the trader tracker', () => {
  const AT = Date.UTC(2026, 0, 5, 10, 0); // a multiple of 5 minutes
  const held = (traderId: string, symbol: string, direction: 'LONG' | 'SHORT', minutesAgo: number) => ({
    traderId,
    symbol,
    direction,
    openedAt: AT - minutesAgo * MINUTE_MS,
  });
  class FixedFeed implements TraderFeed {
    positions: TraderPosition[] = [];
    async listOpenPositions(): Promise<TraderPosition[]> {
      return this.positions;
    }
  }

  it('groups by symbol and direction, one vote per trader, first opener first', () => {
    const agreements = traderAgreements(
      [
        held('a', 'BTCUSDT', 'LONG', 3),
        held('b', 'BTCUSDT', 'LONG', 9),
        held('b', 'BTCUSDT', 'LONG', 1),
        held('c', 'BTCUSDT', 'SHORT', 2),
      ],
      2,
    );
    expect(agreements).toHaveLength(1);
    expect(agreements[0]!.positions.map((p) => [p.traderId, p.openedAt])).toEqual([
      ['b', AT - 9 * MINUTE_MS],
      ['a', AT - 3 * MINUTE_MS],
    ]);
    expect(traderAgreements(agreements[0]!.positions, 3)).toEqual([]);
  });

  it('emits one golden signal with the first opener when TRADER_TRACKER_MIN_TRADERS agree, on refresh minutes', async () => {
    app.exchange.listPerpetuals(['BTCUSDT', 'ETHUSDT']);
    app.exchange.prices = new Map([
      ['BTCUSDT', 90_000],
      ['ETHUSDT', 3_000],
    ]);
    const feed = new FixedFeed();
    feed.positions = [
      held('t1', 'ETHUSDT', 'SHORT', 12),
      held('t2', 'ETHUSDT', 'SHORT', 4),
      held('t3', 'ETHUSDT', 'SHORT', 2),
      held('t4', 'BTCUSDT', 'LONG', 2),
      held('t5', 'BTCUSDT', 'LONG', 1),
    ];
    const tracker = new TraderTracker({ intake: intake(), feed, parameters: parameters() });
    app.t.clock.now = AT + MINUTE_MS + 1_500; // minute 10:01: not a refresh minute of 5
    expect(await tracker.step()).toMatchObject({ read: false, emitted: 0 });
    app.t.clock.now = AT + 1_500;
    expect(await tracker.step()).toMatchObject({ read: true, positions: 5, emitted: 1 });
    // The same agreement is not signalled again; with 2 traders required, BTCUSDT agrees too.
    const two = new TraderTracker({
      intake: intake(),
      feed,
      parameters: parameters({ TRADER_TRACKER_MIN_TRADERS: '2' }),
    });
    expect(await two.step()).toMatchObject({ emitted: 1 });
    const stored = await app.t.database.db.select().from(signals).orderBy(signals.id);
    expect(stored.map((row) => [row.symbol, row.direction, row.category, row.traderId])).toEqual([
      ['ETHUSDT', 'SHORT', 'golden', 't1'],
      ['BTCUSDT', 'LONG', 'golden', 't4'],
    ]);
    expect(await app.t.database.db.select().from(signalSources)).toMatchObject([
      { kind: 'trader', name: 'Followed traders' },
    ]);
    // A new agreement after the signal (t1 closed and opened again later) is signalled again.
    feed.positions = feed.positions.map((p) =>
      p.traderId === 't1' ? held('t1', 'ETHUSDT', 'SHORT', -3) : p,
    );
    feed.positions = feed.positions.map((p) =>
      p.symbol === 'ETHUSDT' ? { ...p, openedAt: p.openedAt + 10 * MINUTE_MS } : p,
    );
    app.t.clock.now = AT + 15 * MINUTE_MS + 1_500;
    expect(await tracker.step()).toMatchObject({ emitted: 1 });
  });
});

describe('the Signal Manager: OPPORTUNITY_AUTO_OPEN and scalping', () => {
  const enter = async (
    kind: 'scanner' | 'webhook',
    category: 'opportunity' | 'signal',
    set: Record<string, string>,
  ) => {
    app.exchange.listPerpetuals(['ETHUSDT']);
    app.exchange.bars.set('ETHUSDT', entryThen([flat(100), flat(100)]));
    const [source] = await app.t.database.db
      .insert(signalSources)
      .values({ name: kind, kind, createdAt: new Date(0) })
      .returning();
    const row = await insertSignal(app.t.database.db, {
      sourceId: source!.id,
      symbol: 'ETHUSDT',
      direction: 'LONG',
      category,
      receivedAt: new Date(QUICK_SIGNAL_TIME),
    });
    const quick = quickEntryConfig();
    const manager = new SignalManager({
      db: app.t.database.db,
      exchange: app.exchange,
      parameters: parameters(set),
      now: () => app.t.clock.now,
      configOf: (values) => ({
        ...quick,
        ...Object.fromEntries(
          Object.entries(liveBacktestConfig(values)).filter(([key]) =>
            ['tp1Percent', 'tp2Percent', 'tp3Percent', 'tp1ExitPercent', 'tp2ExitPercent'].includes(key),
          ),
        ),
      }),
    });
    app.t.clock.now = T0 + MINUTE_MS + 2_000;
    expect(await manager.step()).toMatchObject({ entered: 1 });
    const [position] = await app.t.database.db
      .select()
      .from(positions)
      .where(
        eq(
          positions.id,
          (await app.t.database.db.select().from(signals).where(eq(signals.id, row.id)))[0]!.positionId!,
        ),
      );
    return position!;
  };

  it('opens a scanner opportunity as tracked (shouldWork false) unless OPPORTUNITY_AUTO_OPEN', async () => {
    const tracked = await enter('scanner', 'opportunity', {});
    expect(tracked).toMatchObject({ isOpportunity: true, shouldWork: false });
    const [audit] = await app.t.database.db.select().from(auditLog);
    expect((audit!.after as { riskManager: string }).riskManager).toBe(
      'tracked: OPPORTUNITY_AUTO_OPEN is off',
    );
  });

  it('works it with OPPORTUNITY_AUTO_OPEN, and works a webhook opportunity either way', async () => {
    expect(await enter('scanner', 'opportunity', { OPPORTUNITY_AUTO_OPEN: 'true' })).toMatchObject({
      shouldWork: true,
    });
    await clearSignals(app.t);
    expect(await enter('webhook', 'opportunity', {})).toMatchObject({ shouldWork: true });
  });

  it('without scalping, takes the Position Manager levels and sizes', async () => {
    const position = await enter('webhook', 'signal', {});
    expect(position).toMatchObject({ entryPrice: 100, tp1Size: 15, tp2Size: 60 });
    expect(position.tp1).toBeCloseTo(101.6, 10);
  });

  it('with SCALPING_ENABLED: TP1 at SCALPING_TP_PERCENT, the whole position closing there', async () => {
    const position = await enter('webhook', 'signal', {
      SCALPING_ENABLED: 'true',
      SCALPING_TP_PERCENT: '0.6',
    });
    expect(position).toMatchObject({ entryPrice: 100, tp1Size: 100, tp2Size: 0 });
    expect(position.tp1).toBeCloseTo(100.6, 10);
    expect(position.tp2).toBeCloseTo(103.2, 10); // the Position Manager's TP2 lies beyond: kept
    await clearSignals(app.t);
    const wide = await enter('webhook', 'signal', { SCALPING_ENABLED: 'true', SCALPING_TP_PERCENT: '4' });
    // TP2 3.2 % lies inside a 4 % scalp: TP2 and TP3 spread beyond it, 4 + 96/3 and 4 + 2 × 96/3.
    expect([wide.tp1, wide.tp2, wide.tp3].map((level) => Number(level.toFixed(6)))).toEqual([104, 136, 168]);
  });
});

describe('signalJobs', () => {
  const jobsWith = (options: { demo: boolean; off?: string; traderFeed?: null }) =>
    signalJobs({
      database: app.t.database,
      exchange: app.exchange,
      logger: silentLogger,
      now: () => app.t.clock.now,
      ...options,
    });

  it('lists the scanner, the tracker and the channel with their locks; without a trader feed the tracker is off', async () => {
    const jobs = jobsWith({ demo: false, traderFeed: null });
    expect(jobs.map((job) => [job.name, job.lock, job.off])).toEqual([
      ['Opportunity scanner', 'opportunityScanner', undefined],
      [
        'Trader tracker',
        'traderTracker',
        'no trader feed: Binance publishes no leaderboard API (docs/signals.md, Trader tracker)',
      ],
      ['Simulated Telegram channel', 'simulatedChannel', 'only in demo mode on the simulated exchange'],
    ]);
    const stop = await jobs[0]!.start();
    await stop();
  });

  it("are all off, each saying why, when the server's own signals are off", () => {
    const jobs = jobsWith({ demo: true, off: 'DEMO_SIGNALS=false' });
    expect(jobs.map((job) => job.off)).toEqual([
      'DEMO_SIGNALS=false',
      'DEMO_SIGNALS=false',
      'DEMO_SIGNALS=false',
    ]);
  });
});
