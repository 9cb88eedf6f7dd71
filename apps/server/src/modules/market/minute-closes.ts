import { MINUTE_MS } from '@signaldesk/core/market/candles';
import type { Exchange } from '../../market/exchange';

/**
 * Recent 1-minute closes per symbol, fetched incrementally: each refresh asks the exchange only for the
 * minutes after the last candle it already holds, so a refresh every 30 s costs one small klines call per
 * symbol instead of the whole window.
 */
export class MinuteCloses {
  private readonly bySymbol = new Map<string, { closes: Map<number, number>; fetchedUntil: number }>();

  constructor(private readonly exchange: Exchange) {}

  /** Makes sure the closes of candles opening in [fromMs, toMs) are held (both on the minute grid). */
  async refresh(symbol: string, fromMs: number, toMs: number): Promise<void> {
    let entry = this.bySymbol.get(symbol);
    if (!entry) {
      entry = { closes: new Map(), fetchedUntil: fromMs };
      this.bySymbol.set(symbol, entry);
    }
    for (const openTime of entry.closes.keys()) if (openTime < fromMs) entry.closes.delete(openTime);
    const start = Math.max(fromMs, entry.fetchedUntil);
    if (start >= toMs) return;
    const candles = await this.exchange.fetchKlines(symbol, start, toMs, 'futures');
    let lastPresent = -1;
    for (let i = 0; i < candles.length; i++) {
      if (candles.present[i] !== 1) continue;
      const openTime = candles.startTime + i * MINUTE_MS;
      entry.closes.set(openTime, candles.close[i]!);
      lastPresent = openTime;
    }
    // A minute the exchange had not finished yet is asked for again next time.
    if (lastPresent >= 0) entry.fetchedUntil = Math.max(entry.fetchedUntil, lastPresent + MINUTE_MS);
  }

  /** Close of the candle opening at `openTime`, if held. */
  closeAt(symbol: string, openTime: number): number | undefined {
    return this.bySymbol.get(symbol)?.closes.get(openTime);
  }

  /** Forgets symbols no longer listed. */
  retain(symbols: ReadonlySet<string>): void {
    for (const symbol of this.bySymbol.keys()) if (!symbols.has(symbol)) this.bySymbol.delete(symbol);
  }
}
