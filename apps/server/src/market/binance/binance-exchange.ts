import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import type { BookTicker, Exchange, ExchangeSymbol, Market, Ticker24h, Unsubscribe } from '../exchange';
import { type MarketLogger, silentLogger } from '../market-logger';
import { sectorOf } from '../sectors';
import { BookTickerStream, type BookTickerStreamOptions } from './book-ticker-stream';
import { BinanceRestClient } from './rest-client';
import {
  type ExchangeInfoResponse,
  type KlineRow,
  klineRowsToColumns,
  type PriceRow,
  parseDecimal,
  parseTicker24h,
  priceStepOf,
  type Ticker24hRow,
} from './wire';

export interface BinanceExchangeOptions {
  /** Default `https://fapi.binance.com`. */
  futuresRestUrl: string;
  /** Default `https://api.binance.com`. */
  spotRestUrl: string;
  /** Default `wss://fstream.binance.com`; bookTicker is read from `<url>/public/ws`. */
  futuresStreamUrl: string;
  /** Default `wss://stream.binance.com:9443`; bookTicker is read from `<url>/ws`. */
  spotStreamUrl: string;
  logger?: MarketLogger;
  fetchImpl?: typeof fetch;
  /** Tuning of the stream connections (tests shorten the timers). */
  stream?: Omit<BookTickerStreamOptions, 'url' | 'logger'>;
  /** How long the symbol list is kept. Default 1 h. */
  symbolsTtlMs?: number;
  now?: () => number;
}

/** Per-market facts of Binance's REST API. */
const MARKET_REST = {
  futures: {
    weightLimitPerMinute: 2400,
    klinesPath: '/fapi/v1/klines',
    maxKlines: 1500,
    klinesWeight: (limit: number) => (limit < 100 ? 1 : limit < 500 ? 2 : limit <= 1000 ? 5 : 10),
    tickers24hPath: '/fapi/v1/ticker/24hr',
    tickers24hWeight: 40,
    pricePath: '/fapi/v2/ticker/price',
    priceWeight: { one: 1, all: 2 },
  },
  spot: {
    weightLimitPerMinute: 6000,
    klinesPath: '/api/v3/klines',
    maxKlines: 1000,
    klinesWeight: (_limit: number) => 2,
    tickers24hPath: '/api/v3/ticker/24hr',
    tickers24hWeight: 80,
    pricePath: '/api/v3/ticker/price',
    priceWeight: { one: 2, all: 4 },
  },
} as const;

/** Asking symbol by symbol beats one all-symbols call up to this many symbols. */
const MAX_SINGLE_PRICE_CALLS = 2;

/** The production exchange: Binance USDT-M futures, and spot for spot positions. */
export function createBinanceExchange(options: BinanceExchangeOptions): Exchange {
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? Date.now;
  const rest: Record<Market, BinanceRestClient> = {
    futures: new BinanceRestClient({
      baseUrl: options.futuresRestUrl,
      weightLimitPerMinute: MARKET_REST.futures.weightLimitPerMinute,
      fetchImpl: options.fetchImpl,
      logger,
      now,
    }),
    spot: new BinanceRestClient({
      baseUrl: options.spotRestUrl,
      weightLimitPerMinute: MARKET_REST.spot.weightLimitPerMinute,
      fetchImpl: options.fetchImpl,
      logger,
      now,
    }),
  };
  const streams: Record<Market, BookTickerStream> = {
    futures: new BookTickerStream({
      ...options.stream,
      url: joinUrl(options.futuresStreamUrl, '/public/ws'),
      logger,
    }),
    spot: new BookTickerStream({ ...options.stream, url: joinUrl(options.spotStreamUrl, '/ws'), logger }),
  };
  let symbolsCache: { at: number; symbols: Promise<ExchangeSymbol[]> } | null = null;

  async function loadSymbols(): Promise<ExchangeSymbol[]> {
    const futures = await rest.futures.get<ExchangeInfoResponse>('/fapi/v1/exchangeInfo', {}, 1);
    const spot = await rest.spot
      .get<ExchangeInfoResponse>('/api/v3/exchangeInfo', { symbolStatus: 'TRADING' }, 20)
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'Binance spot exchangeInfo failed: listing futures only');
        return { symbols: [] } satisfies ExchangeInfoResponse;
      });
    const bySymbol = new Map<string, ExchangeSymbol>();
    for (const s of futures.symbols) {
      if (s.status !== 'TRADING' || s.quoteAsset !== 'USDT') continue;
      bySymbol.set(s.symbol, {
        symbol: s.symbol,
        baseAsset: s.baseAsset,
        quoteAsset: s.quoteAsset,
        markets: ['futures'],
        sector: sectorOf(s.baseAsset),
        isUsdtPerpetual: s.contractType === 'PERPETUAL',
        ...priceStepOf(s),
      });
    }
    for (const s of spot.symbols) {
      if (s.status !== 'TRADING' || s.quoteAsset !== 'USDT') continue;
      const known = bySymbol.get(s.symbol);
      if (known) {
        known.markets.push('spot');
        if (known.priceDecimals === undefined) Object.assign(known, priceStepOf(s));
      } else {
        bySymbol.set(s.symbol, {
          symbol: s.symbol,
          baseAsset: s.baseAsset,
          quoteAsset: s.quoteAsset,
          markets: ['spot'],
          sector: sectorOf(s.baseAsset),
          isUsdtPerpetual: false,
          ...priceStepOf(s),
        });
      }
    }
    return [...bySymbol.values()];
  }

  return {
    name: 'binance',

    listSymbols() {
      const ttl = options.symbolsTtlMs ?? 3_600_000;
      if (!symbolsCache || now() - symbolsCache.at > ttl) {
        const symbols = loadSymbols();
        symbolsCache = { at: now(), symbols };
        symbols.catch(() => {
          if (symbolsCache?.symbols === symbols) symbolsCache = null;
        });
      }
      return symbolsCache.symbols;
    },

    async fetchKlines(symbol, fromMs, toMs, market = 'futures'): Promise<CandleColumns> {
      const facts = MARKET_REST[market];
      const startTime = Math.ceil(fromMs / MINUTE_MS) * MINUTE_MS;
      const length = Math.max(0, Math.ceil((toMs - startTime) / MINUTE_MS));
      const endTime = Math.min(toMs, now()) - 1;
      const rows: KlineRow[] = [];
      let cursor = startTime;
      while (cursor <= endTime) {
        const limit = Math.min(facts.maxKlines, Math.ceil((endTime + 1 - cursor) / MINUTE_MS));
        const page = await rest[market].get<KlineRow[]>(
          facts.klinesPath,
          { symbol, interval: '1m', startTime: cursor, endTime, limit },
          facts.klinesWeight(limit),
        );
        rows.push(...page);
        const last = page.at(-1);
        if (!last || page.length < limit || last[0] < cursor) break;
        cursor = last[0] + MINUTE_MS;
      }
      return klineRowsToColumns(rows, startTime, length, now());
    },

    async get24hTickers(market = 'futures'): Promise<Ticker24h[]> {
      const facts = MARKET_REST[market];
      const rows = await rest[market].get<Ticker24hRow[]>(facts.tickers24hPath, {}, facts.tickers24hWeight);
      return rows.map(parseTicker24h);
    },

    async getLastPrices(symbols, market = 'futures'): Promise<Map<string, number>> {
      const facts = MARKET_REST[market];
      const client = rest[market];
      const rows =
        symbols && symbols.length <= MAX_SINGLE_PRICE_CALLS
          ? await Promise.all(
              symbols.map((symbol) =>
                client.get<PriceRow>(facts.pricePath, { symbol }, facts.priceWeight.one),
              ),
            )
          : await client.get<PriceRow[]>(facts.pricePath, {}, facts.priceWeight.all);
      const wanted = symbols ? new Set(symbols) : null;
      const prices = new Map<string, number>();
      for (const row of rows) {
        if (!wanted || wanted.has(row.symbol))
          prices.set(row.symbol, parseDecimal(row.price, `${row.symbol} price`));
      }
      return prices;
    },

    subscribeBookTicker(symbol, listener: (ticker: BookTicker) => void, market = 'futures'): Unsubscribe {
      return streams[market].subscribe(symbol, listener);
    },

    async close() {
      streams.futures.close();
      streams.spot.close();
    },
  };
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
