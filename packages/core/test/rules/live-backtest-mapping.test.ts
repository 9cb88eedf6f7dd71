import { describe, expect, it } from 'vitest';
import { BACKTEST_CONFIG_KEYS, DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import {
  backtestConfigOf,
  FIELDS_WITHOUT_LIVE_KEY,
  LIVE_BACKTEST_LINKS,
  liveValuesOf,
  PARAMETER_OF_POSITION_FIELD,
  POSITION_MANAGER_LINKS,
  positionManagerOf,
  positionSizesOf,
  unlinkedFields,
} from '../../src/rules/live-backtest-mapping';

describe('the live and backtest mapping', () => {
  it('names every backtest field once: linked to one parameter, or without a live counterpart', () => {
    const linked = LIVE_BACKTEST_LINKS.map((link) => link.field);
    expect(new Set(linked).size).toBe(linked.length);
    expect(new Set(LIVE_BACKTEST_LINKS.map((link) => link.key)).size).toBe(linked.length);
    expect([...linked, ...FIELDS_WITHOUT_LIVE_KEY].sort()).toEqual([...BACKTEST_CONFIG_KEYS].sort());
    expect(FIELDS_WITHOUT_LIVE_KEY).toContain('enableBtcProtection');
    expect(FIELDS_WITHOUT_LIVE_KEY).not.toContain('tp1ExitPercent');
    expect(FIELDS_WITHOUT_LIVE_KEY).not.toContain('waitTimeMinutes');
  });

  it('turns a configuration into parameter texts, the one quantity under both names', () => {
    const values = liveValuesOf({
      ...DEFAULT_BACKTEST_CONFIG,
      tp1ExitPercent: 25,
      stopLossPercent: -2.75,
      enableBreakeven2: false,
    });
    expect(values.TP1_SIZE_PERCENT).toBe('25');
    expect(values.DEFAULT_STOP_LOSS_PERCENT).toBe('-2.75');
    expect(values.ENABLE_BREAKEVEN_2).toBe('false');
    expect(values.MAX_POSITION_DURATION_HOURS).toBe('210');
    expect(Object.keys(values)).toHaveLength(LIVE_BACKTEST_LINKS.length);
  });

  it('reads the same configuration back: the linked fields from the parameters, the rest at the defaults', () => {
    const run = {
      ...DEFAULT_BACKTEST_CONFIG,
      tp1ExitPercent: 30,
      tp2Percent: 4.1,
      riskScore: 7,
      enableBreakeven1: false,
      waitTimeMinutes: 25,
      customFilterOperator: '>' as const,
      leverage: 20,
    };
    const values = liveValuesOf(run);
    expect(values.SIGNAL_WAIT_TIME_MINUTES).toBe('25');
    expect(values.SIGNAL_CUSTOM_FILTER_OPERATOR).toBe('>');
    const live = backtestConfigOf((key) => values[key]);
    expect(live).toEqual({ ...run, leverage: DEFAULT_BACKTEST_CONFIG.leverage });
  });

  it('names the run fields live does not take, with what live runs instead', () => {
    const fields = unlinkedFields({ ...DEFAULT_BACKTEST_CONFIG, btcLookbackPeriod: 25 });
    expect(fields.find((f) => f.field === 'btcLookbackPeriod')).toEqual({
      field: 'btcLookbackPeriod',
      runValue: 25,
      liveValue: 20,
    });
    expect(fields.map((f) => f.field)).toEqual(FIELDS_WITHOUT_LIVE_KEY);
  });

  it('reads the Position Manager under the backtest names, and its sizes under the position names', () => {
    const values = liveValuesOf({
      ...DEFAULT_BACKTEST_CONFIG,
      tp1ExitPercent: 20,
      tp2ExitPercent: 55,
      enableBreakeven1: false,
      maximumTimePositionExecution: 48,
    });
    const settings = positionManagerOf((key) => values[key]);
    expect(Object.keys(settings).sort()).toEqual(POSITION_MANAGER_LINKS.map((link) => link.field).sort());
    expect(settings).toMatchObject({
      tp1ExitPercent: 20,
      tp2ExitPercent: 55,
      enableBreakeven1: false,
      maximumTimePositionExecution: 48,
      stopLossPercent: DEFAULT_BACKTEST_CONFIG.stopLossPercent,
    });
    expect(positionSizesOf(settings)).toEqual({ tp1Size: 20, tp2Size: 55 });
  });

  it('names the parameter behind each field a position keeps', () => {
    expect(PARAMETER_OF_POSITION_FIELD).toEqual({
      stopLoss: 'DEFAULT_STOP_LOSS_PERCENT',
      tp1: 'DEFAULT_TP1_PERCENT',
      tp2: 'DEFAULT_TP2_PERCENT',
      tp3: 'DEFAULT_TP3_PERCENT',
      tp1Size: 'TP1_SIZE_PERCENT',
      tp2Size: 'TP2_SIZE_PERCENT',
    });
  });
});
