import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BacktestRunOptions, runBacktest } from '../../src/backtest/engine';
import { EntryMemo } from '../../src/backtest/entry-memo';
import { levelsFromPercents } from '../../src/backtest/exits';
import { selectSignals } from '../../src/backtest/selection';
import { IGNORED_REASONS } from '../../src/backtest/types';
import { type CandleColumns, MINUTE_MS } from '../../src/market/candles';
import { randomSource, randomWorld, type World } from './random-world';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const run = (world: World, options: BacktestRunOptions = {}) =>
  runBacktest(world.signals, world.candles, world.config, world.now, options);
/** Every candle through `stepTrade`: no block skipping, no quiet-candle shortcut. */
const REFERENCE: BacktestRunOptions = { blockSkipping: false, quietCandleShortcut: false };

/** A copy of the series with every candle opening at or after `fromMs` redrawn (prices and volumes only). */
function redrawFrom(series: CandleColumns, fromMs: number, seed: number): CandleColumns {
  const random = randomSource(seed);
  const copy = {
    ...series,
    open: series.open.slice(),
    high: series.high.slice(),
    low: series.low.slice(),
    close: series.close.slice(),
    volume: series.volume.slice(),
    takerBuyVolume: series.takerBuyVolume.slice(),
  };
  for (let i = Math.max(0, (fromMs - series.startTime) / MINUTE_MS); i < series.length; i++) {
    const base = series.close[i]! || 1;
    const open = base * (1 + (random() - 0.5) * 0.1);
    const close = base * (1 + (random() - 0.5) * 0.1);
    copy.open[i] = open;
    copy.close[i] = close;
    copy.high[i] = Math.max(open, close) * (1 + random() * 0.05);
    copy.low[i] = Math.min(open, close) * (1 - random() * 0.05);
    copy.volume[i] = random() * 200;
    copy.takerBuyVolume[i] = copy.volume[i]! * random();
  }
  return copy;
}

describe('engine properties', () => {
  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const world = randomWorld(seed);
        expect(run(world)).toStrictEqual(run(world));
      }),
      { numRuns: 50 },
    );
  });

  it('gives bit-identical results with block skipping and shortcuts and with the plain minute-by-minute walk', () => {
    const stats = { blocksSkipped: 0 };
    let trades = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const world = randomWorld(seed);
        const plain = run(world, REFERENCE);
        trades += plain.trades.length;
        const fast = run(world, { stats });
        expect(JSON.stringify(fast)).toBe(JSON.stringify(plain));
        expect(fast).toStrictEqual(plain);
        expect(run(world, { blockSkipping: false })).toStrictEqual(plain);
        expect(run(world, { quietCandleShortcut: false })).toStrictEqual(plain);
      }),
      { numRuns: 300 },
    );
    // The comparison is only worth something if skipping happened and trades were made.
    expect(stats.blocksSkipped).toBeGreaterThan(100);
    expect(trades).toBeGreaterThan(50);
  });

  it('gives the same results with block summaries and entry searches shared across the runs of a sweep', () => {
    let trades = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const world = randomWorld(seed);
        const shared: BacktestRunOptions = { blockSummaries: new Map(), entryMemo: new EntryMemo() };
        // Exit settings (the memo is reused) and entry settings (another memo entry), back and forth.
        const variants = [
          { stopLossPercent: -1 },
          { stopLossPercent: -3, tp1Percent: 0.5 },
          { waitTimeMinutes: world.config.waitTimeMinutes + 2 },
          { stopLossPercent: -6 },
          { waitTimeMinutes: world.config.waitTimeMinutes + 2, tp2Percent: 4 },
        ];
        for (const variant of variants) {
          const config = { ...world.config, ...variant };
          const alone = runBacktest(world.signals, world.candles, config, world.now);
          trades += alone.trades.length;
          expect(runBacktest(world.signals, world.candles, config, world.now, shared)).toStrictEqual(alone);
        }
      }),
      { numRuns: 100 },
    );
    expect(trades).toBeGreaterThan(50);
  });

  it('does not look ahead: candles after a trade exit do not change that trade', () => {
    fc.assert(
      fc.property(seeds, seeds, (seed, redrawSeed) => {
        // Repetition makes a later signal depend on whether an earlier one entered, possibly after this
        // trade's exit (docs/backtest.md, 2. Filters: repetition); keep it out of the way here.
        const world = randomWorld(seed);
        world.config.nbrRepetition = 100;
        const before = run(world);
        for (const trade of before.trades) {
          const exit = Date.parse(trade.exitTime);
          const candles = new Map(
            [...world.candles].map(([symbol, series]) => [symbol, redrawFrom(series, exit, redrawSeed)]),
          );
          const after = runBacktest(world.signals, candles, world.config, world.now);
          const same = after.trades.find(
            (t) => t.positionId === trade.positionId && t.entryTime === trade.entryTime,
          );
          expect(same).toStrictEqual(trade);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('keeps a trade between its SL move and its TP3 move (no fees, no gap fill)', () => {
    let checked = 0;
    fc.assert(
      fc.property(seeds, (seed) => {
        const world = randomWorld(seed);
        world.config.feePercent = 0;
        const { trades, config } = run(world);
        const notional = config.positionSizeEuro * config.leverage;
        for (const trade of trades) {
          const levels = levelsFromPercents(trade.direction, trade.entryPrice, config);
          const sign = trade.direction === 'LONG' ? 1 : -1;
          const gapped = sign * (trade.exitPrice - levels.stopLoss) < 0;
          if (gapped) continue;
          const movePercent = (100 * trade.profitLoss) / notional;
          expect(movePercent).toBeLessThanOrEqual(config.tp3Percent + 1e-9);
          expect(movePercent).toBeGreaterThanOrEqual(config.stopLossPercent - 1e-9);
          checked++;
        }
      }),
      { numRuns: 200 },
    );
    expect(checked).toBeGreaterThan(50);
  });

  it('has a summary that agrees with its trades and its selected signals', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const world = randomWorld(seed);
        const { summary, trades, config } = run(world);
        const selected = selectSignals(world.signals, config);
        const tradedSignals = new Set(trades.map((t) => t.positionId)).size;
        expect(summary.ignoredPositions + tradedSignals).toBe(selected.length);
        expect(summary.ignoredPositions).toBe(
          IGNORED_REASONS.reduce((sum, r) => sum + summary.ignoredReasons[r], 0),
        );
        expect(summary.totalTrades).toBe(trades.length);
        const total = trades.reduce((sum, t) => sum + t.profitLoss, 0);
        expect(summary.totalProfitLoss).toBeCloseTo(total, 9);
        expect(summary.finalBalance).toBeCloseTo(config.initialBalance + total, 9);
        expect(summary.tp1Hits).toBe(trades.filter((t) => t.tpsHit.includes('TP1')).length);
        expect(summary.stopLossHits).toBe(trades.filter((t) => t.exitReason === 'SL').length);
        for (let i = 1; i < trades.length; i++) {
          const [a, b] = [trades[i - 1]!, trades[i]!];
          expect(
            a.entryTime < b.entryTime || (a.entryTime === b.entryTime && a.positionId <= b.positionId),
          ).toBe(true);
        }
        for (const trade of trades) {
          expect(trade.duration).toBe((Date.parse(trade.exitTime) - Date.parse(trade.entryTime)) / MINUTE_MS);
          expect(Date.parse(trade.exitTime)).toBeLessThanOrEqual(world.now);
        }
      }),
      { numRuns: 100 },
    );
  });
});
