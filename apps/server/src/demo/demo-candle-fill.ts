import { DAY_MS } from '../market/candle-store/candle-month';
import type { CandleStore } from '../market/candle-store/candle-store';
import { type FillResult, fillCandleStore } from '../market/candle-store/fill-candle-store';
import type { Exchange } from '../market/exchange';
import type { MarketLogger } from '../market/market-logger';

export interface DemoCandleFillOptions {
  exchange: Exchange;
  store: CandleStore;
  log: MarketLogger;
  /** Days back from `now`. Default 90 (docs/market-data.md, Filling). */
  days?: number;
  /** End of the range, ms. Default `clock()`. */
  now?: number;
  /** The clock that stamps fetch times. Default Date.now. */
  clock?: () => number;
  /** Default: every symbol the exchange lists. */
  symbols?: readonly string[];
}

export interface BackgroundFill {
  /** Settles when the fill ends; never rejects (a failure is logged and gives null). */
  done: Promise<FillResult | null>;
  /** Stops after the chunk in progress; `done` then resolves with `cancelled` true. */
  cancel(): void;
}

/**
 * Demo mode's first start: fills the store with the last `days` days of every simulated symbol in the background,
 * logging progress every 10 %. Only what the store lacks is fetched, so running it on every start is cheap.
 */
export function startDemoCandleFill(options: DemoCandleFillOptions): BackgroundFill {
  const { exchange, store, log } = options;
  const controller = new AbortController();
  const clock = options.clock ?? Date.now;
  const toMs = options.now ?? clock();
  const fromMs = toMs - (options.days ?? 90) * DAY_MS;
  const run = async (): Promise<FillResult | null> => {
    const symbols = options.symbols ?? (await exchange.listSymbols()).map((entry) => entry.symbol);
    log.info(
      { symbols: symbols.length, days: options.days ?? 90 },
      'candle store: filling in the background',
    );
    let nextReport = 10;
    const result = await fillCandleStore({
      exchange,
      store,
      symbols,
      fromMs,
      toMs,
      now: clock,
      signal: controller.signal,
      onProgress: ({ doneCandles, totalCandles, symbolsDone, symbolCount }) => {
        const percent = totalCandles === 0 ? 100 : (doneCandles / totalCandles) * 100;
        if (percent < nextReport) return;
        nextReport = Math.floor(percent / 10) * 10 + 10;
        log.info({ percent: Math.floor(percent), symbolsDone, symbolCount }, 'candle store: fill progress');
      },
    });
    log.info(
      {
        candles: result.storedCandles,
        seconds: Math.round(result.durationMs) / 1000,
        cancelled: result.cancelled,
      },
      result.cancelled ? 'candle store: fill cancelled' : 'candle store: fill done',
    );
    return result;
  };
  const done = run().catch((error: unknown) => {
    log.error({ err: error }, 'candle store: fill failed');
    return null;
  });
  return { done, cancel: () => controller.abort() };
}
