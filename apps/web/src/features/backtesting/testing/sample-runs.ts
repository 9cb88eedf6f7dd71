import type { BacktestCompare, BacktestRunItem } from '@signaldesk/contracts/backtest-runs';
import type { SweepResult, SweepStatus } from '@signaldesk/contracts/backtest-sweeps';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { SAMPLE_RESULT } from './sample-result';

/** A kept run of mine, computed (not cached): 40 trades, +120.50 USD. */
export function aRun(overrides: Partial<BacktestRunItem> = {}): BacktestRunItem {
  return {
    id: 7,
    name: null,
    note: null,
    starred: false,
    owner: 'backtester',
    mine: true,
    createdAt: '2026-11-22T21:03:00.000Z',
    durationMs: 84,
    cached: false,
    computedAt: '2026-11-22T21:03:00.000Z',
    positionCount: 1000,
    useDateRange: false,
    startDate: null,
    endDate: null,
    totalTrades: 40,
    winRate: 55,
    totalProfitLoss: 120.5,
    returnOnInvestment: 1.205,
    metrics: {
      totalPnl: 120.5,
      roi: 1.205,
      winRate: 55,
      profitFactor: 1.42,
      maxDrawdown: 3.25,
      sharpe: 1.1,
    },
    ...overrides,
  };
}

/** Runs 7 and 9 compared: the stop loss differs; run 9 has the better P&L, run 7 the smaller drawdown. */
export const SAMPLE_COMPARE: BacktestCompare = {
  runs: [
    { ...aRun({ id: 7 }), summary: SAMPLE_RESULT.summary },
    { ...aRun({ id: 9, name: 'Tighter stop', totalProfitLoss: 180 }), summary: SAMPLE_RESULT.summary },
  ],
  differences: [{ key: 'stopLossPercent', values: [-3.9, -2.5] }],
  figures: [
    { key: 'totalProfitLoss', better: 'higher', values: [120.5, 180], best: [1] },
    { key: 'maxDrawdownPercent', better: 'lower', values: [3.25, 4.5], best: [0] },
    { key: 'totalTrades', better: 'none', values: [40, 40], best: [] },
  ],
  equity: [
    { runId: 7, initialBalance: 10_000, points: [{ date: '2025-03-04', balance: 10_120.5 }] },
    { runId: 9, initialBalance: 10_000, points: [{ date: '2025-03-04', balance: 10_180 }] },
  ],
};

/** My sweep 3 of TP1 × stop loss by total P&L, 6 of 12 combinations done. */
export function aSweep(overrides: Partial<SweepStatus> = {}): SweepStatus {
  return {
    id: 3,
    owner: 'backtester',
    mine: true,
    state: 'running',
    done: 6,
    total: 12,
    elapsedMs: 3_000,
    remainingMs: 12_400,
    startedAt: '2026-11-22T21:10:00.000Z',
    finishedAt: null,
    error: null,
    axes: [
      { field: 'tp1Percent', from: 1.6, to: 1.8, step: 0.1 },
      { field: 'stopLossPercent', from: -4, to: -3.7, step: 0.1 },
    ],
    metric: 'totalPnl',
    inSampleShare: 0.7,
    positions: 1000,
    ...overrides,
  };
}

const TP1 = [1.6, 1.7, 1.8];
const STOP = [-4, -3.9, -3.8, -3.7];
/** Hand-made P&L per cell: the best is TP1 1.7 × stop -3.8 (+250), its neighbours average +100. */
const PNL = [
  [90, 100, 105, 95],
  [105, 100, 250, 100],
  [-20, 95, 100, 105],
];

/** Sweep 3 done with the out-of-sample split: best in-sample +250, out-of-sample −35. */
export const SAMPLE_SWEEP_RESULT: SweepResult = {
  status: aSweep({ state: 'done', done: 12, remainingMs: null, finishedAt: '2026-11-22T21:10:07.000Z' }),
  config: { ...DEFAULT_BACKTEST_CONFIG },
  axes: [
    { field: 'tp1Percent', values: TP1 },
    { field: 'stopLossPercent', values: STOP },
  ],
  cells: TP1.flatMap((tp1, row) =>
    STOP.map((stop, column) => ({
      at: [row, column],
      values: [tp1, stop],
      metric: PNL[row]?.[column] ?? null,
      trades: 30 + row * 4 + column,
    })),
  ),
  best: {
    index: 6,
    at: [1, 2],
    values: [1.7, -3.8],
    metric: 250,
    trades: 36,
    neighbourhoodAverage: 100,
    neighbours: 8,
  },
  outOfSample: {
    inSamplePositions: 700,
    outOfSamplePositions: 300,
    splitAt: '2026-10-01T08:00:00.000Z',
    inSampleMetric: 250,
    inSampleTrades: 36,
    outOfSampleMetric: -35,
    outOfSampleTrades: 14,
  },
};
