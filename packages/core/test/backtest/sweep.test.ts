import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import {
  axisValues,
  cellConfig,
  MAX_SWEEP_COMBINATIONS,
  neighbourhoodAverage,
  SWEEP_FIELDS,
  splitByTime,
  sweepBest,
  sweepCombinations,
  sweepGrid,
  sweepIssues,
} from '../../src/backtest/sweep';

describe('a sweep axis', () => {
  it('steps from `from` to `to` with the values as typed, `to` included when a step lands on it', () => {
    expect(axisValues({ field: 'tp1Percent', from: 0.1, to: 0.5, step: 0.1 })).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5,
    ]);
    expect(axisValues({ field: 'stopLossPercent', from: -3.9, to: -1.9, step: 1 })).toEqual([
      -3.9, -2.9, -1.9,
    ]);
    // 10, 13, 16, 19: 22 would pass `to`.
    expect(axisValues({ field: 'waitTimeMinutes', from: 10, to: 20, step: 3 })).toEqual([10, 13, 16, 19]);
    expect(axisValues({ field: 'feePercent', from: 0.05, to: 0.05, step: 0.01 })).toEqual([0.05]);
  });

  it('rounds to at most 20 decimals, so the tiniest double as `from` is a value, not a RangeError', () => {
    expect(axisValues({ field: 'feePercent', from: 5e-324, to: 0.02, step: 0.01 })).toEqual([0, 0.01, 0.02]);
  });

  it('never offers positionCount (it changes the positions themselves)', () => {
    expect(SWEEP_FIELDS).not.toContain('positionCount');
    expect(SWEEP_FIELDS).toContain('stopLossPercent');
  });
});

describe('the grid', () => {
  it('lists every combination, the first field outermost, with each position', () => {
    const axes = [
      { field: 'tp1Percent' as const, values: [1, 2] },
      { field: 'tp2Percent' as const, values: [3, 4, 5] },
    ];
    expect(sweepGrid(axes)).toEqual([
      { at: [0, 0], values: [1, 3] },
      { at: [0, 1], values: [1, 4] },
      { at: [0, 2], values: [1, 5] },
      { at: [1, 0], values: [2, 3] },
      { at: [1, 1], values: [2, 4] },
      { at: [1, 2], values: [2, 5] },
    ]);
    expect(cellConfig(DEFAULT_BACKTEST_CONFIG, axes, [2, 5])).toMatchObject({ tp1Percent: 2, tp2Percent: 5 });
  });

  it(`refuses more than ${MAX_SWEEP_COMBINATIONS} combinations, naming the last axis' step`, () => {
    const specs = [
      { field: 'tp1Percent' as const, from: 0.1, to: 2, step: 0.1 },
      { field: 'tp2Percent' as const, from: 0.1, to: 2.1, step: 0.1 },
    ];
    // 20 × 21 = 420.
    expect(sweepCombinations(specs)).toBe(420);
    expect(sweepIssues(DEFAULT_BACKTEST_CONFIG, specs)).toEqual([
      { path: 'axes.1.step', message: 'The sweep has 420 combinations; at most 400 are allowed' },
    ]);
    expect(sweepIssues(DEFAULT_BACKTEST_CONFIG, [specs[0]!, { ...specs[1]!, to: 2 }])).toEqual([]);
  });

  it('refuses a combination the rule table refuses, on the axis end that reaches it', () => {
    // A stop loss must stay at -0.01 or below: -1 + 1 = 0 breaks it at the top of the axis.
    expect(
      sweepIssues(DEFAULT_BACKTEST_CONFIG, [{ field: 'stopLossPercent', from: -2, to: 0, step: 1 }]),
    ).toEqual([{ path: 'axes.0.to', message: 'stopLossPercent must be at most -0.01' }]);
    // An integer field with a fractional step.
    expect(
      sweepIssues(DEFAULT_BACKTEST_CONFIG, [{ field: 'waitTimeMinutes', from: 1, to: 2, step: 0.5 }]),
    ).toEqual([{ path: 'axes.0.to', message: 'waitTimeMinutes must be an integer' }]);
    // A cross-field rule: tp1ExitPercent 15 (default) + tp2ExitPercent 90 > 100.
    expect(
      sweepIssues(DEFAULT_BACKTEST_CONFIG, [{ field: 'tp2ExitPercent', from: 60, to: 90, step: 30 }]),
    ).toEqual([{ path: 'axes.0.to', message: 'tp1ExitPercent + tp2ExitPercent must be at most 100' }]);
    expect(
      sweepIssues(DEFAULT_BACKTEST_CONFIG, [
        { field: 'tp1Percent', from: 1, to: 2, step: 1 },
        { field: 'tp1Percent', from: 1, to: 2, step: 1 },
      ]),
    ).toEqual([{ path: 'axes.1.field', message: 'The two swept fields must differ' }]);
  });
});

/** A 3 × 3 heat map: metric = row × 10 + column, with a lone spike at the centre. */
function heatMap(center: number | null) {
  const cells = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const metric = row === 1 && column === 1 ? center : row * 10 + column;
      cells.push({ at: [row, column], values: [row, column], metric, trades: 5 });
    }
  }
  return cells;
}

describe('the best cell and its neighbourhood', () => {
  it('averages the 8 cells around the best on a heat map, the best itself left out', () => {
    const best = sweepBest(heatMap(100), 'higher');
    // Around (1,1): 0, 1, 2, 10, 12, 20, 21, 22 → 88 / 8 = 11.
    expect(best).toEqual({
      index: 4,
      at: [1, 1],
      values: [1, 1],
      metric: 100,
      trades: 5,
      neighbourhoodAverage: 11,
      neighbours: 8,
    });
  });

  it('takes the lowest value when lower is better, and averages the neighbours a corner has', () => {
    const best = sweepBest(heatMap(100), 'lower');
    // (0,0) = 0; its neighbours (0,1) 1, (1,0) 10, (1,1) 100 → 111 / 3 = 37.
    expect(best).toMatchObject({ index: 0, metric: 0, neighbourhoodAverage: 37, neighbours: 3 });
  });

  it('skips cells without a value, and has no best when no cell has one', () => {
    // Without the centre, the best is (2,2) = 22: neighbours (1,2) 12 and (2,1) 21 → 16.5.
    expect(sweepBest(heatMap(null), 'higher')).toMatchObject({
      index: 8,
      neighbourhoodAverage: 16.5,
      neighbours: 2,
    });
    expect(sweepBest([{ at: [0], values: [1], metric: null, trades: 0 }], 'higher')).toBeNull();
  });

  it('on a line counts the two neighbours; the first of equal cells wins', () => {
    const line = [5, 9, 9, 1].map((metric, index) => ({ at: [index], values: [index], metric, trades: 1 }));
    expect(sweepBest(line, 'higher')).toMatchObject({ index: 1, neighbourhoodAverage: 7, neighbours: 2 });
    expect(neighbourhoodAverage(line, [3])).toEqual({ average: 9, count: 1 });
  });
});

describe('the out-of-sample split by time', () => {
  const signal = (id: number, openedAt: number) => ({ id, openedAt });

  it('puts the first share by openedAt (ties by id) in-sample, rounded down', () => {
    const signals = [signal(5, 300), signal(2, 100), signal(4, 200), signal(3, 200), signal(1, 400)];
    const { inSample, outOfSample } = splitByTime(signals, 0.7);
    // 5 × 0.7 = 3.5 → 3 in-sample.
    expect(inSample.map((s) => s.id)).toEqual([2, 3, 4]);
    expect(outOfSample.map((s) => s.id)).toEqual([5, 1]);
  });

  it('keeps at least one position on each side', () => {
    expect(splitByTime([signal(1, 1), signal(2, 2)], 0.1).inSample.map((s) => s.id)).toEqual([1]);
    expect(splitByTime([signal(1, 1), signal(2, 2)], 0.9).outOfSample.map((s) => s.id)).toEqual([2]);
  });
});
