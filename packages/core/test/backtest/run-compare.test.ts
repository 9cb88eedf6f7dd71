import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import type { RiskMetrics } from '../../src/backtest/risk-metrics';
import { compareFigures, configDifferences } from '../../src/backtest/run-compare';
import { bestIndexes, isBetter, metricValue } from '../../src/backtest/run-metrics';
import { summarizeTrades } from '../../src/backtest/summary';
import { IGNORED_REASONS, type IgnoredReason } from '../../src/backtest/types';

const NONE_IGNORED = Object.fromEntries(IGNORED_REASONS.map((reason) => [reason, 0])) as Record<
  IgnoredReason,
  number
>;
const emptySummary = () => summarizeTrades([], DEFAULT_BACKTEST_CONFIG, NONE_IGNORED, 0);

const risk = (overrides: Partial<RiskMetrics>): RiskMetrics => ({
  maxDrawdown: { amount: 0, percent: 0, start: null, end: null, recovery: null },
  profitFactor: null,
  expectancy: 0,
  averageWin: 0,
  averageLoss: 0,
  payoffRatio: null,
  sharpeRatio: null,
  sortinoRatio: null,
  longestWinStreak: 0,
  longestLossStreak: 0,
  maxConcurrentTrades: 0,
  exposurePercent: 0,
  ...overrides,
});

describe('which value is better', () => {
  it('higher, lower, and a value over none', () => {
    expect(isBetter('higher', 2, 1)).toBe(true);
    expect(isBetter('lower', 2, 1)).toBe(false);
    expect(isBetter('higher', -5, null)).toBe(true);
    expect(isBetter('higher', null, -5)).toBe(false);
    expect(isBetter('none', 2, 1)).toBe(false);
  });

  it('marks every tie for best, and nothing when all are equal or the figure has no side', () => {
    expect(bestIndexes('higher', [3, 7, 7, null])).toEqual([1, 2]);
    expect(bestIndexes('lower', [3, 7, null])).toEqual([0]);
    expect(bestIndexes('higher', [4, 4])).toEqual([]);
    expect(bestIndexes('none', [1, 2])).toEqual([]);
    expect(bestIndexes('higher', [null, null])).toEqual([]);
  });

  it('reads a sweep metric: drawdown in percent, lower better', () => {
    const summary = emptySummary();
    expect(
      metricValue(
        'maxDrawdown',
        summary,
        risk({ maxDrawdown: { amount: 50, percent: 0.5, start: null, end: null, recovery: null } }),
      ),
    ).toBe(0.5);
    expect(metricValue('profitFactor', summary, risk({ profitFactor: 1.8 }))).toBe(1.8);
  });
});

describe('comparing runs', () => {
  it('lists only the configuration fields that differ, in the configuration order', () => {
    const a = { ...DEFAULT_BACKTEST_CONFIG };
    const b = { ...DEFAULT_BACKTEST_CONFIG, tp1Percent: 2, stopLossPercent: -2 };
    const c = { ...DEFAULT_BACKTEST_CONFIG, tp1Percent: 2 };
    expect(configDifferences([a, b, c])).toEqual([
      { key: 'stopLossPercent', values: [-3.9, -2, -3.9] },
      { key: 'tp1Percent', values: [DEFAULT_BACKTEST_CONFIG.tp1Percent, 2, 2] },
    ]);
    expect(configDifferences([a, { ...a }])).toEqual([]);
  });

  it('puts each figure side by side with the best marked', () => {
    const summary = emptySummary();
    const figures = compareFigures([
      {
        summary: { ...summary, totalProfitLoss: -3.4 },
        risk: risk({ maxDrawdown: { amount: 39, percent: 0.39, start: null, end: null, recovery: null } }),
      },
      {
        summary: { ...summary, totalProfitLoss: 15.6 },
        risk: risk({ maxDrawdown: { amount: 20, percent: 0.2, start: null, end: null, recovery: null } }),
      },
    ]);
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(byKey.totalProfitLoss).toEqual({
      key: 'totalProfitLoss',
      better: 'higher',
      values: [-3.4, 15.6],
      best: [1],
    });
    expect(byKey.maxDrawdownAmount).toMatchObject({ values: [39, 20], best: [1] });
    expect(byKey.totalTrades).toMatchObject({ better: 'none', best: [] });
    expect(byKey.profitFactor).toMatchObject({ values: [null, null], best: [] });
  });
});
