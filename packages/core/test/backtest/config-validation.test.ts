import { describe, expect, it } from 'vitest';
import { BACKTEST_CONFIG_KEYS, DEFAULT_BACKTEST_CONFIG } from '../../src/backtest/config';
import { runBacktest } from '../../src/backtest/engine';
import { BacktestConfigError, validateBacktestConfig } from '../../src/backtest/validate-config';
import { makeConfig, makeSignal } from './helpers';

function errorOf(overrides: Record<string, unknown>): BacktestConfigError {
  try {
    validateBacktestConfig({ ...DEFAULT_BACKTEST_CONFIG, ...overrides } as never);
  } catch (error) {
    if (error instanceof BacktestConfigError) return error;
    throw error;
  }
  throw new Error('expected a BacktestConfigError');
}

describe('configuration validation', () => {
  it('accepts the defaults', () => {
    expect(() => validateBacktestConfig(makeConfig())).not.toThrow();
  });

  it('pins the defaults of docs/backtest.md, Configuration', () => {
    // Every field of docs/backtest.md, Configuration (56) plus feePercent, with its default.
    expect({ ...DEFAULT_BACKTEST_CONFIG }).toEqual({
      positionCount: 1000,
      initialBalance: 10000,
      positionSizeEuro: 100,
      leverage: 10,
      useDateRange: false,
      startDate: null,
      endDate: null,
      useCacheOnly: true,
      maximumTimePositionExecution: 210,
      riskScore: 10,
      forcePercentage: 50,
      trendConfidence: 40,
      waitTimeMinutes: 10,
      candlesRequired: 9,
      totalCandles: 10,
      signalsRequired: 1,
      signalTimeWindowMinutes: 1,
      nbrRepetition: 1,
      timeWindows: 15,
      stopLossPercent: -3.9,
      tp1Percent: 1.6,
      tp2Percent: 3.2,
      tp3Percent: 5.6,
      breakEvenPercent: -2.5,
      tp1ExitPercent: 15,
      tp2ExitPercent: 60,
      enableBreakeven1: true,
      enableBreakeven2: true,
      followInitialDirection: true,
      customFilterEnabled: false,
      customFilterField: 'riskScore',
      customFilterOperator: '<=',
      customFilterValue: 10,
      minPriceSpreadPercent: 1,
      maxPriceSpreadPercent: 3,
      maxCandleSize: 1.5,
      enableReversal: false,
      reversalWaitTimeMinutes: 30,
      reversalThresholdPercent: 2.5,
      maxPatternSearchMinutes: 150,
      pattern1MinCandles: 4,
      pattern2MinCandles: 4,
      waitBetweenPatternsMinutes: 5,
      totalCandlesToAnalyze: 5,
      openAfterFirstPatternOnly: false,
      acceptInversePatterns: true,
      earlyReversalThreshold: 1.5,
      earlyReversalCandles: 5,
      singleCandleReversalThreshold: 1.1,
      minVolumeMultiplier: 1,
      minBuyerRatioMultiplier: 1,
      volumeLookbackPeriod: 20,
      enableBtcProtection: false,
      btcVolumeMultiplier: 4,
      btcLookbackPeriod: 20,
      btcMinCandleSize: 0.28,
      feePercent: 0,
    });
    expect(BACKTEST_CONFIG_KEYS).toHaveLength(57);
  });

  it('checks 1 <= candlesRequired <= totalCandles <= 60', () => {
    expect(errorOf({ candlesRequired: 0 }).message).toBe('candlesRequired must be at least 1');
    expect(errorOf({ totalCandles: 61 }).message).toBe('totalCandles must be at most 60');
    expect(errorOf({ candlesRequired: 11, totalCandles: 10 }).message).toBe(
      'candlesRequired must be at most totalCandles',
    );
    expect(errorOf({ candlesRequired: 11 }).field).toBe('candlesRequired');
  });

  it('names the field in the same words as the API', () => {
    expect(errorOf({ positionCount: 2001 }).message).toBe('positionCount must be at most 2000');
    expect(errorOf({ positionCount: 1.5 }).message).toBe('positionCount must be an integer');
    expect(errorOf({ leverage: 0 }).message).toBe('leverage must be greater than 0');
    expect(errorOf({ leverage: 126 }).message).toBe('leverage must be at most 125');
    expect(errorOf({ feePercent: 11 }).message).toBe('feePercent must be at most 10');
    expect(errorOf({ totalCandlesToAnalyze: 2 }).message).toBe('totalCandlesToAnalyze must be at least 3');
    expect(errorOf({ pattern1MinCandles: 6 }).message).toBe('pattern1MinCandles must be at most 5');
    expect(errorOf({ maximumTimePositionExecution: 721 }).message).toBe(
      'maximumTimePositionExecution must be at most 720',
    );
    expect(errorOf({ tp1Percent: Number.NaN }).message).toBe('tp1Percent must be a number');
    expect(errorOf({ enableReversal: 'yes' }).message).toBe('enableReversal must be true or false');
    expect(errorOf({ customFilterOperator: '~' }).message).toBe(
      'customFilterOperator must be one of < <= > >= = !=',
    );
    expect(errorOf({ stopLossPercent: 5 }).message).toBe('stopLossPercent must be at most -0.01');
    expect(errorOf({ useDateRange: true, startDate: '2024-02-30', endDate: '2024-03-01' }).message).toBe(
      'startDate is not a valid calendar date',
    );
    expect(errorOf({ useDateRange: true, startDate: null, endDate: '2024-03-01' }).message).toBe(
      'startDate is required when useDateRange is true',
    );
    const reversed = errorOf({ useDateRange: true, startDate: '2024-03-02', endDate: '2024-03-01' });
    expect([reversed.field, reversed.message]).toEqual(['endDate', 'endDate must be on or after startDate']);
    expect(errorOf({ minPriceSpreadPercent: 4 }).message).toBe(
      'maxPriceSpreadPercent must be at least minPriceSpreadPercent',
    );
    expect(errorOf({ tp1ExitPercent: 50, tp2ExitPercent: 51 }).message).toBe(
      'tp1ExitPercent + tp2ExitPercent must be at most 100',
    );
  });

  it('is what runBacktest throws', () => {
    expect(() => runBacktest([], new Map(), makeConfig({ volumeLookbackPeriod: 0 }), 0)).toThrow(
      BacktestConfigError,
    );
  });

  it('rejects a signal without a valid time or direction', () => {
    expect(() => runBacktest([makeSignal({ openedAt: Number.NaN })], new Map(), makeConfig(), 0)).toThrow(
      'signal 1: openedAt must be a time in ms, got NaN',
    );
    expect(() => runBacktest([makeSignal({ direction: 'UP' as never })], new Map(), makeConfig(), 0)).toThrow(
      'signal 1: direction must be LONG or SHORT, got UP',
    );
  });
});
