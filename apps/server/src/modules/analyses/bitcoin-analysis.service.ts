import type {
  BitcoinAnalysisDto,
  BitcoinCandlesResponse,
  ChartInterval,
} from '@signaldesk/contracts/analyses';
import {
  ANALYSIS_LOOKBACK_MS,
  type AnalysisInput,
  analyseBitcoinBars,
  analysisInput,
} from '@signaldesk/core/analysis/bitcoin-analysis';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { exchangeFailed, UpstreamError } from '../../lib/errors';
import type { Exchange } from '../../market/exchange';
import { HTTP_CHART_BARS } from './analyses-limits';
import type { MinuteWindow } from './minute-window';

export const BITCOIN_SYMBOL = 'BTCUSDT';
export { ANALYSIS_LOOKBACK_MS };

/**
 * The Bitcoin analysis of docs/analyses.md over BTCUSDT's last 60 days of 1-minute candles, with the exchange's
 * last price. The rules are core's; this only gathers the candles and the price.
 */
export class BitcoinAnalysisService {
  /** The bars of the window's current candles: built once per minute, not once per request. */
  private built: { candles: CandleColumns; input: AnalysisInput } | null = null;

  constructor(private readonly deps: { exchange: Exchange; window: MinuteWindow; now: () => number }) {}

  async analysis(): Promise<BitcoinAnalysisDto> {
    const [candles, prices] = await Promise.all([
      this.deps.window.get(),
      this.deps.exchange.getLastPrices([BITCOIN_SYMBOL], 'futures').catch((error: unknown) => {
        throw exchangeFailed(error);
      }),
    ]);
    const lastClose = lastPresentClose(candles.close, candles.present);
    const price = prices.get(BITCOIN_SYMBOL) ?? lastClose;
    // A price without a single candle (the exchange just started answering) is not enough to analyse.
    if (price === undefined || lastClose === undefined) {
      throw new UpstreamError(`The exchange has no ${BITCOIN_SYMBOL} candles yet`).because(
        'upstream.exchangeNoCandles',
        { symbol: BITCOIN_SYMBOL },
      );
    }
    return analyseBitcoinBars(this.inputOf(candles), price, this.deps.now());
  }

  private inputOf(candles: CandleColumns): AnalysisInput {
    if (this.built?.candles !== candles) {
      const end = candles.startTime + candles.length * MINUTE_MS;
      this.built = { candles, input: analysisInput(candles, end) };
    }
    return this.built.input;
  }

  /** The last bars of the chart's interval, oldest first. */
  async candles(interval: ChartInterval): Promise<BitcoinCandlesResponse['data']> {
    const bars = this.inputOf(await this.deps.window.get()).bars[interval].slice(-HTTP_CHART_BARS);
    return {
      interval,
      candles: bars.map((bar) => ({
        time: bar.openTime / 1000,
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
      })),
    };
  }
}

function lastPresentClose(close: Float64Array, present: Uint8Array): number | undefined {
  for (let i = present.length - 1; i >= 0; i--) if (present[i] === 1) return close[i];
  return undefined;
}
