import { SYMBOL_RULE } from '@signaldesk/core/rules/symbol-rule';
import { describe, expect, it } from 'vitest';
import { backtestCandlesQuerySchema } from '../src/backtest-candles';
import { lastPricesQuerySchema, marketCandlesQuerySchema } from '../src/market';
import { openPositionRequestSchema } from '../src/positions';
import { structuredSignalSchema } from '../src/signal-sources';

/**
 * Every request that takes an exchange symbol answers the same way, from core's one SYMBOL_RULE: a signal once
 * refused a 21-character symbol that a candle call took.
 */
const OPEN = {
  direction: 'LONG',
  ...Object.fromEntries(['forceAdmin', 'telegram', 'isSpot'].map((flag) => [flag, 'false'])),
  ...Object.fromEntries(['customSL', 'customTP1', 'customTP2', 'customTP3'].map((level) => [level, null])),
};
const SPAN = { from: '1700000040000', to: '1700000100000' };

/** The message each schema gives for `symbol`, or null when it takes it. */
function answers(symbol: string): Record<string, string | null> {
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : (result.error?.issues[0]?.message ?? 'refused');
  return {
    signal: first(structuredSignalSchema.safeParse({ symbol, direction: 'LONG' })),
    open: first(openPositionRequestSchema.safeParse({ ...OPEN, symbol })),
    marketCandles: first(marketCandlesQuerySchema.safeParse({ symbol, ...SPAN })),
    backtestCandles: first(backtestCandlesQuerySchema.safeParse({ symbol, ...SPAN })),
    lastPrices: first(lastPricesQuerySchema.safeParse({ symbols: symbol })),
  };
}

describe('the one symbol rule', () => {
  const longest = `${'1'.repeat(SYMBOL_RULE.maxLength - 4)}USDT`;
  it.each(['BTCUSDT', '1000SHIBUSDT', longest])('every request takes %s', (symbol) => {
    expect(longest).toHaveLength(30);
    expect(Object.values(answers(symbol))).toEqual([null, null, null, null, null]);
  });

  it.each([`${longest}X`, 'B', 'BTC-USDT'])('every request refuses %s with the same words', (symbol) => {
    expect(answers(symbol)).toEqual({
      signal: SYMBOL_RULE.message('symbol'),
      open: SYMBOL_RULE.message('symbol'),
      marketCandles: SYMBOL_RULE.message('symbol'),
      backtestCandles: SYMBOL_RULE.message('symbol'),
      lastPrices: SYMBOL_RULE.message('each symbol'),
    });
  });
});
