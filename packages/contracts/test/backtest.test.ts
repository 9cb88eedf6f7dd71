import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { describe, expect, it } from 'vitest';
import { backtestConfigSchema, backtestConfigToQuery, backtestQuerySchema } from '../src/backtest';

function messagesOf(query: Record<string, string>): string[] {
  const result = backtestQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('backtestQuerySchema', () => {
  it('gives the defaults for an empty query', () => {
    expect(backtestQuerySchema.parse({})).toEqual(DEFAULT_BACKTEST_CONFIG);
  });

  it('reads back what backtestConfigToQuery wrote', () => {
    const config = {
      ...DEFAULT_BACKTEST_CONFIG,
      useDateRange: true,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    };
    expect(backtestQuerySchema.parse(backtestConfigToQuery(config))).toEqual(config);
  });

  it('parses strings into numbers, booleans and dates', () => {
    const config = backtestQuerySchema.parse({
      positionCount: '250',
      stopLossPercent: '-2.75',
      useCacheOnly: 'false',
      customFilterField: 'atrValue',
      customFilterOperator: '!=',
      startDate: '2024-02-29',
    });
    expect(config.positionCount).toBe(250);
    expect(config.stopLossPercent).toBe(-2.75);
    expect(config.useCacheOnly).toBe(false);
    expect(config.customFilterField).toBe('atrValue');
    expect(config.customFilterOperator).toBe('!=');
    expect(config.startDate).toBe('2024-02-29');
  });

  it('names each bad field', () => {
    expect(messagesOf({ positionCount: '2001' })).toEqual(['positionCount must be at most 2000']);
    expect(messagesOf({ positionCount: '0' })).toEqual(['positionCount must be at least 1']);
    expect(messagesOf({ positionCount: '10.5' })).toEqual(['positionCount must be an integer']);
    expect(messagesOf({ leverage: 'ten' })).toEqual(['leverage must be a number']);
    expect(messagesOf({ useCacheOnly: 'yes' })).toEqual(['useCacheOnly must be true or false']);
    expect(messagesOf({ pattern1MinCandles: '6' })).toEqual(['pattern1MinCandles must be at most 5']);
    expect(messagesOf({ totalCandlesToAnalyze: '2' })).toEqual(['totalCandlesToAnalyze must be at least 3']);
    expect(messagesOf({ waitBetweenPatternsMinutes: '-1' })).toEqual([
      'waitBetweenPatternsMinutes must be at least 0',
    ]);
    expect(messagesOf({ stopLossPercent: '1' })).toEqual(['stopLossPercent must be at most -0.01']);
    expect(messagesOf({ tp1Percent: '0' })).toEqual(['tp1Percent must be at least 0.01']);
    expect(messagesOf({ customFilterField: 'atr' })[0]).toMatch(/^customFilterField must be one of/);
    expect(messagesOf({ customFilterOperator: '==' })[0]).toMatch(/^customFilterOperator must be one of/);
    expect(messagesOf({ startDate: '2025-02-30' })).toEqual(['startDate is not a valid calendar date']);
    expect(messagesOf({ endDate: '01/02/2025' })).toEqual(['endDate must be a date YYYY-MM-DD']);
  });

  it('checks the rules that involve two fields', () => {
    expect(messagesOf({ useDateRange: 'true' })).toEqual([
      'startDate is required when useDateRange is true',
      'endDate is required when useDateRange is true',
    ]);
    expect(messagesOf({ startDate: '2025-03-02', endDate: '2025-03-01' })).toEqual([
      'endDate must be on or after startDate',
    ]);
    expect(messagesOf({ candlesRequired: '11', totalCandles: '10' })).toEqual([
      'candlesRequired must be at most totalCandles',
    ]);
    expect(messagesOf({ candlesRequired: '10', totalCandles: '61' })).toEqual([
      'totalCandles must be at most 60',
    ]);
  });
});

describe('backtestConfigSchema', () => {
  it('fills absent fields with defaults and rejects wrong types', () => {
    expect(backtestConfigSchema.parse({ leverage: 5 }).leverage).toBe(5);
    expect(backtestConfigSchema.parse({ leverage: 5 }).tp3Percent).toBe(5.6);
    const result = backtestConfigSchema.safeParse({ leverage: '5' });
    expect(result.success).toBe(false);
  });
});
