import { describe, expect, it } from 'vitest';
import type { BacktestConfig } from '../../src/backtest/config';
import { runBacktest } from '../../src/backtest/engine';
import type { BacktestSignal } from '../../src/backtest/types';
import { candleSet, entryThen, LATER, quickEntryConfig, quickSignal } from './helpers';

const candles = candleSet({ ETHUSDT: entryThen([[100, 110, 100, 108]]) });

function reasonOf(signal: Partial<BacktestSignal>, config: Partial<BacktestConfig> = {}) {
  const { summary, trades } = runBacktest([quickSignal(signal)], candles, quickEntryConfig(config), LATER);
  const reasons = Object.entries(summary.ignoredReasons).filter(([, count]) => count > 0);
  return trades.length === 1 ? 'traded' : reasons.map(([reason]) => reason).join(',');
}

describe('signal filters, in order', () => {
  it('riskScore: the signal must be <= the limit; a missing value passes', () => {
    expect(reasonOf({ riskScore: 7 }, { riskScore: 6 })).toBe('riskScore');
    expect(reasonOf({ riskScore: 6 }, { riskScore: 6 })).toBe('traded');
    expect(reasonOf({ riskScore: null }, { riskScore: 0 })).toBe('traded');
  });
  it('forcePercentage: the signal must be >= the minimum; a missing value passes', () => {
    expect(reasonOf({ forcePercentage: 49 })).toBe('forcePercentage');
    expect(reasonOf({ forcePercentage: 50 })).toBe('traded');
    expect(reasonOf({})).toBe('traded');
  });
  it('trendConfidence: the signal must be >= the minimum; a missing value passes', () => {
    expect(reasonOf({ trendConfidence: 39.9 })).toBe('trendConfidence');
    expect(reasonOf({ trendConfidence: 40 })).toBe('traded');
  });
  it('names the first failing filter', () => {
    expect(reasonOf({ riskScore: 11, forcePercentage: 0, trendConfidence: 0 })).toBe('riskScore');
    expect(reasonOf({ forcePercentage: 0, trendConfidence: 0 })).toBe('forcePercentage');
  });
  it('custom filter: field OP value, only when enabled; a missing field fails', () => {
    const on = { customFilterEnabled: true, customFilterField: 'atrValue', customFilterValue: 2 } as const;
    expect(reasonOf({ atrValue: 3 }, { ...on, customFilterOperator: '<=' })).toBe('customFilter');
    expect(reasonOf({ atrValue: 2 }, { ...on, customFilterOperator: '<=' })).toBe('traded');
    expect(reasonOf({ atrValue: 2 }, { ...on, customFilterOperator: '<' })).toBe('customFilter');
    expect(reasonOf({ atrValue: 3 }, { ...on, customFilterOperator: '>' })).toBe('traded');
    expect(reasonOf({ atrValue: 2 }, { ...on, customFilterOperator: '>=' })).toBe('traded');
    expect(reasonOf({ atrValue: 2 }, { ...on, customFilterOperator: '=' })).toBe('traded');
    expect(reasonOf({ atrValue: 2 }, { ...on, customFilterOperator: '!=' })).toBe('customFilter');
    expect(reasonOf({}, { ...on, customFilterOperator: '!=' })).toBe('customFilter');
    expect(reasonOf({ atrValue: 3 }, { ...on, customFilterEnabled: false, customFilterOperator: '<=' })).toBe(
      'traded',
    );
  });
});
