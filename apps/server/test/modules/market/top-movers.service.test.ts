import { topMoversResponseSchema } from '@signaldesk/contracts/market';
import { MINUTE_MS } from '@signaldesk/core/market/candles';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../src/lib/errors';
import { TopMoversService } from '../../../src/modules/market/top-movers.service';
import { ScriptedExchange } from '../../support/scripted-exchange';

const NOON = Date.UTC(2026, 10, 20, 12, 0);
const at = (hh: number, mm: number) => Date.UTC(2026, 10, 20, hh, mm);
/** The window the service reads: candles opening from 07:59 (241 minutes before 12:00) on. */
const WINDOW_START = at(7, 59);

/** A series of closes from 07:59 to 12:00 inclusive, `base` everywhere but at the given candle open times. */
function closes(
  base: number,
  overrides: Array<[number, number]> = [],
): { startTime: number; closes: number[] } {
  const series = Array.from({ length: (NOON - WINDOW_START) / MINUTE_MS + 1 }, () => base);
  for (const [openTime, close] of overrides) series[(openTime - WINDOW_START) / MINUTE_MS] = close;
  return { startTime: WINDOW_START, closes: series };
}

function market(clock: { now: number }) {
  const exchange = new ScriptedExchange(() => clock.now).listPerpetuals([
    'AAAUSDT',
    'BBBUSDT',
    'CCCUSDT',
    'DDDUSDT',
  ]);
  exchange.symbols.push({
    symbol: 'EEEUSDT_261225',
    baseAsset: 'EEE',
    quoteAsset: 'USDT',
    markets: ['futures'],
    sector: 'other',
    isUsdtPerpetual: false,
  });
  // AAA: flat at 100, now 110: +10 % on every timeframe.
  exchange.candles.set('AAAUSDT', closes(100));
  // BBB: 200, but 250 at 11:58 (the 1m reference) and 100 at 07:59 (the 4h reference); now 200.
  exchange.candles.set(
    'BBBUSDT',
    closes(200, [
      [at(11, 58), 250],
      [at(7, 59), 100],
    ]),
  );
  // CCC: a reference price of its own for each timeframe; now 96.
  exchange.candles.set(
    'CCCUSDT',
    closes(90, [
      [at(7, 59), 50],
      [at(10, 59), 80],
      [at(11, 44), 100],
      [at(11, 54), 120],
      [at(11, 58), 96],
    ]),
  );
  // DDD: listed at 11:30 at 10, now 12.5: +25 % where it has a reference, absent from 1h and 4h.
  const ddd = closes(10);
  ddd.closes.fill(Number.NaN, 0, (at(11, 30) - WINDOW_START) / MINUTE_MS);
  exchange.candles.set('DDDUSDT', {
    startTime: ddd.startTime,
    closes: ddd.closes.map((c) => (Number.isNaN(c) ? undefined : c)) as number[],
  });
  exchange.candles.set('EEEUSDT_261225', closes(1));
  exchange.prices = new Map([
    ['AAAUSDT', 110],
    ['BBBUSDT', 200],
    ['CCCUSDT', 96],
    ['DDDUSDT', 12.5],
    ['EEEUSDT_261225', 1000],
  ]);
  exchange.tickers = ['AAAUSDT', 'BBBUSDT', 'CCCUSDT', 'DDDUSDT'].map((symbol, i) => ({
    symbol,
    lastPrice: 0,
    openPrice: 0,
    highPrice: 0,
    lowPrice: 0,
    priceChangePercent: 0,
    volume: 0,
    quoteVolume: (i + 1) * 1_000_000,
  }));
  return exchange;
}

const names = (list: Array<{ symbol: string }>) => list.map((m) => m.symbol);

describe('TopMoversService', () => {
  it('ranks the change against the close that many minutes ago, per timeframe', async () => {
    const clock = { now: at(12, 0) + 30_000 };
    const service = new TopMoversService({ exchange: market(clock), count: 2, now: () => clock.now });
    const answer = topMoversResponseSchema.parse(await service.get());

    expect(answer.updatedAt).toBe('2026-11-20T12:00:30.000Z');
    expect(answer.topGainers['1m']).toEqual([
      { symbol: 'DDDUSDT', currentPrice: 12.5, priceChangePercent: 25, quoteVolume: 4_000_000 },
      { symbol: 'AAAUSDT', currentPrice: 110, priceChangePercent: 10, quoteVolume: 1_000_000 },
    ]);
    expect(answer.topLosers['1m']).toEqual([
      { symbol: 'BBBUSDT', currentPrice: 200, priceChangePercent: -20, quoteVolume: 2_000_000 },
    ]);
    expect(names(answer.topGainers['5m'])).toEqual(['DDDUSDT', 'AAAUSDT']);
    expect(answer.topLosers['5m']).toEqual([
      { symbol: 'CCCUSDT', currentPrice: 96, priceChangePercent: -20, quoteVolume: 3_000_000 },
    ]);
    expect(answer.topLosers['15m'][0]).toMatchObject({ symbol: 'CCCUSDT', priceChangePercent: -4 });
    expect(answer.topGainers['1h'].map((m) => [m.symbol, m.priceChangePercent])).toEqual([
      ['CCCUSDT', 20],
      ['AAAUSDT', 10],
    ]);
    expect(answer.topLosers['1h']).toEqual([]);
    // BBB +100 %, CCC +92 %, and AAA's +10 % falls past the count of 2.
    expect(answer.topGainers['4h'].map((m) => [m.symbol, m.priceChangePercent])).toEqual([
      ['BBBUSDT', 100],
      ['CCCUSDT', 92],
    ]);
    const everyone = Object.values(answer.topGainers).flat().concat(Object.values(answer.topLosers).flat());
    expect(everyone.some((m) => m.symbol === 'EEEUSDT_261225')).toBe(false);
  });

  it('serves one computation to concurrent callers and for 30 s, then fetches only the new minutes', async () => {
    const clock = { now: at(12, 0) + 30_000 };
    const exchange = market(clock);
    const service = new TopMoversService({ exchange, now: () => clock.now });

    const [first, second] = await Promise.all([service.get(), service.get()]);
    expect(second).toBe(first);
    expect(exchange.fetchKlinesCalls).toHaveLength(4);
    expect(exchange.fetchKlinesCalls[0]).toEqual({
      symbol: 'AAAUSDT',
      fromMs: WINDOW_START,
      toMs: at(12, 0),
    });

    clock.now += 29_000;
    expect(await service.get()).toBe(first);
    expect(exchange.fetchKlinesCalls).toHaveLength(4);

    clock.now += 2_000; // 12:01:01
    const third = await service.get();
    expect(third).not.toBe(first);
    expect(exchange.fetchKlinesCalls.slice(4).map((c) => [c.symbol, c.fromMs, c.toMs])).toEqual([
      ['AAAUSDT', at(12, 0), at(12, 1)],
      ['BBBUSDT', at(12, 0), at(12, 1)],
      ['CCCUSDT', at(12, 0), at(12, 1)],
      ['DDDUSDT', at(12, 0), at(12, 1)],
    ]);
    // At 12:01 the 1m reference is the 11:59 candle (AAA 100): still +10 %.
    expect(third.topGainers['1m'].find((m) => m.symbol === 'AAAUSDT')?.priceChangePercent).toBeCloseTo(
      10,
      10,
    );
  });

  it('fails with an upstream error when the exchange fails, and tries again on the next call', async () => {
    const clock = { now: NOON };
    const exchange = market(clock);
    const listSymbols = exchange.listSymbols.bind(exchange);
    exchange.listSymbols = async () => {
      throw new Error('connection reset');
    };
    const service = new TopMoversService({ exchange, now: () => clock.now });
    await expect(service.get()).rejects.toBeInstanceOf(UpstreamError);
    await expect(service.get()).rejects.toThrow('The exchange failed: connection reset');

    exchange.listSymbols = listSymbols;
    expect((await service.get()).success).toBe(true);
  });
});
