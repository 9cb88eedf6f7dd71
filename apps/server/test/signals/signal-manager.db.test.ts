import { runBacktest } from '@signaldesk/core/backtest/engine';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { SIGNAL_ENTRY_LINKS } from '@signaldesk/core/rules/live-backtest-mapping';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomWorld } from '../../../../packages/core/test/backtest/random-world';
import { type CandleRow, candleSeries, flat } from '../../../../packages/core/test/support/candle-series';
import { auditLog, positions, signalSources, signals } from '../../src/db/schema';
import { SYSTEM_ACTOR } from '../../src/modules/audit/audit.repository';
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

/**
 * A day of live signals through the server's Signal Manager, minute by minute, against the backtest of the same
 * signals, candles and configuration: the same signals enter, at the same minute, price and direction, and the
 * same ones are ignored for the same reasons (docs/signals.md, "Live and backtest").
 */
describe('the Signal Manager against the backtest', () => {
  // Worlds whose repetitions need no foresight (live-equals-backtest.test.ts names the two that do).
  it.each([3, 7, 8, 9, 15, 21, 23, 53])(
    'world %i: the same entries and the same ignored reasons',
    async (seed) => {
      const world = randomWorld(seed);
      const config = { ...world.config, trendConfidence: 0, customFilterEnabled: false };
      for (const [symbol, series] of world.candles) app.exchange.bars.set(symbol, series);
      app.exchange.listPerpetuals([...world.candles.keys()]);
      const [source] = await app.t.database.db
        .insert(signalSources)
        .values({ name: 'replay', kind: 'webhook', createdAt: new Date(0) })
        .returning();
      const ordered = [...world.signals].sort((a, b) => a.openedAt - b.openedAt || a.id - b.id);
      const idOf = new Map<number, number>();
      for (const signal of ordered) {
        const row = await insertSignal(app.t.database.db, {
          sourceId: source!.id,
          symbol: signal.symbol,
          direction: signal.direction,
          category: 'signal',
          riskScore: signal.riskScore ?? null,
          receivedAt: new Date(signal.openedAt),
        });
        idOf.set(row.id, signal.id);
      }
      // The entry rules come from the stored parameters (the SIGNAL_* keys), as live; the exits from the world.
      const save = (key: string, value: unknown) =>
        updateParameter(app.t.database.db, SYSTEM_ACTOR, key, String(value), new Date(app.t.clock.now));
      await save('SIGNAL_MAX_PRICE_SPREAD_PERCENT', 100);
      for (const { key, field } of SIGNAL_ENTRY_LINKS) await save(key, config[field]);
      const manager = new SignalManager({
        db: app.t.database.db,
        exchange: app.exchange,
        parameters: databaseParameters(app.t.database.db),
        now: () => app.t.clock.now,
        configOf: (values) => {
          const live = liveBacktestConfig(values);
          const entryRules = Object.fromEntries(SIGNAL_ENTRY_LINKS.map(({ field }) => [field, live[field]]));
          return { ...config, ...entryRules };
        },
      });
      // Signals arrive when received: the manager only sees those received by each minute.
      const first = Math.floor(ordered[0]!.openedAt / MINUTE_MS) * MINUTE_MS;
      for (let at = first; at <= world.now; at += MINUTE_MS) {
        app.t.clock.now = at + 2_000;
        await manager.step();
      }

      const replay = runBacktest(
        world.signals.map((signal) => ({ ...signal, trendConfidence: null })),
        world.candles,
        config,
        world.now,
      );
      const stored = await app.t.database.db.select().from(signals);
      const opened = await app.t.database.db.select().from(positions);
      const entries = stored
        .filter((row) => row.state === 'entered')
        .map((row) => {
          const position = opened.find((candidate) => candidate.id === row.positionId)!;
          return {
            signal: idOf.get(row.id),
            direction: position.direction,
            entryPrice: position.entryPrice,
            entryTime: position.openedAt.toISOString(),
          };
        });
      // Every trade of the replay is an entry of the manager, with the same minute, price and direction.
      for (const trade of replay.trades.filter(
        (candidate, i, all) => all.findIndex((x) => x.positionId === candidate.positionId) === i,
      )) {
        expect(entries, `seed ${seed}, signal ${trade.positionId}`).toContainEqual({
          signal: trade.positionId,
          direction: trade.direction,
          entryPrice: trade.entryPrice,
          entryTime: trade.entryTime,
        });
      }
      // The replay's other entries are trades still running at `now` (it counts them as pending).
      const tradedSignals = new Set(replay.trades.map((trade) => trade.positionId));
      const stillRunning = entries.filter((entry) => !tradedSignals.has(entry.signal!)).length;
      const counted = (reason: string) => stored.filter((row) => row.ignoredReason === reason).length;
      for (const reason of [
        'riskScore',
        'forcePercentage',
        'confirmation',
        'repetition',
        'noEntry',
      ] as const) {
        expect(counted(reason), `seed ${seed}: ${reason}`).toBe(replay.summary.ignoredReasons[reason]);
      }
      const waiting = stored.filter((row) => row.state === 'waiting').length;
      expect(waiting + stillRunning + counted('data')).toBe(
        replay.summary.ignoredReasons.pending + replay.summary.ignoredReasons.data,
      );
      // Each entry is a position with the configuration's levels, and an audit row by the system.
      const audits = await app.t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'position.open'));
      expect(audits.map((row) => row.username)).toEqual(entries.map(() => 'system'));
    },
    60_000,
  );
});

describe('the progress of a waiting signal', () => {
  it('is stored at each step: the pattern, the candles seen of its last window, the candles needed', async () => {
    const T0 = Date.UTC(2026, 0, 5, 10, 0);
    const save = (key: string, value: string) =>
      updateParameter(app.t.database.db, SYSTEM_ACTOR, key, value, new Date(app.t.clock.now));
    for (const definition of SIGNAL_ENTRY_DEFINITIONS) await save(definition.key, definition.defaultValue);
    const quick: Record<string, string> = {
      SIGNAL_WAIT_TIME_MINUTES: '0',
      SIGNAL_PATTERN_WINDOW_CANDLES: '3',
      SIGNAL_PATTERN1_MIN_CANDLES: '3',
      SIGNAL_ACCEPT_INVERSE_PATTERNS: 'false',
      SIGNAL_MIN_PRICE_SPREAD_PERCENT: '0',
      SIGNAL_MAX_CANDLE_SIZE_PERCENT: '100',
      SIGNAL_MIN_VOLUME_MULTIPLIER: '0',
      SIGNAL_MIN_BUYER_RATIO_MULTIPLIER: '0',
      SIGNAL_VOLUME_LOOKBACK_CANDLES: '1',
    };
    for (const [key, value] of Object.entries(quick)) await save(key, value);
    const green: CandleRow = [100, 101, 99.5, 100.5];
    const red: CandleRow = [100.5, 101, 99.5, 100];
    // From the signal's first candle (T0 - 2 min): red, red, green, green; windows r r g, then r g g.
    app.exchange.bars.set('ETHUSDT', candleSeries(T0 - 3 * MINUTE_MS, [flat(100), red, red, green, green]));
    app.exchange.listPerpetuals(['ETHUSDT']);
    const [source] = await app.t.database.db
      .insert(signalSources)
      .values({ name: 'progress', kind: 'webhook', createdAt: new Date(0) })
      .returning();
    const row = await insertSignal(app.t.database.db, {
      sourceId: source!.id,
      symbol: 'ETHUSDT',
      direction: 'LONG',
      category: 'signal',
      receivedAt: new Date(T0 - 2 * MINUTE_MS),
    });
    const manager = new SignalManager({
      db: app.t.database.db,
      exchange: app.exchange,
      parameters: databaseParameters(app.t.database.db),
      now: () => app.t.clock.now,
    });
    const progressOf = async () => {
      const [stored] = await app.t.database.db.select().from(signals).where(eq(signals.id, row.id));
      return stored!.searchProgress;
    };
    app.t.clock.now = T0 + MINUTE_MS + 2_000;
    await manager.step();
    // The first window (T0 - 2 min to T0) closed: one green candle.
    expect(await progressOf()).toEqual({ pattern: 1, seen: 1, needed: 3 });
    app.t.clock.now = T0 + 2 * MINUTE_MS + 2_000;
    await manager.step();
    // Then the second: two.
    expect(await progressOf()).toEqual({ pattern: 1, seen: 2, needed: 3 });
    for (const definition of SIGNAL_ENTRY_DEFINITIONS) await save(definition.key, definition.defaultValue);
  });
});
