import { emptyCandleColumns, MINUTE_MS } from '../../src/market/candles';

/** Candle series of the opportunity scanner's hand-checked cases (opportunity-scan.test.ts). */
export const START = 1_700_000_040_000 - (1_700_000_040_000 % MINUTE_MS);

export interface Bar {
  close: number;
  high?: number;
  low?: number;
  volume?: number;
}

/**
 * 30 minutes from `start` (default START): 25 flat base minutes (close 100, high 100.1, low 99.9, 1 000 USDT), then `tail`.
 */
export function series(tail: Bar[], base: Partial<Record<number, Bar>> = {}, start = START) {
  const bars: Bar[] = [];
  for (let i = 0; i < 25; i++) bars.push(base[i] ?? { close: 100 });
  bars.push(...tail);
  const columns = emptyCandleColumns(start, bars.length);
  bars.forEach((bar, i) => {
    columns.open[i] = i === 0 ? bar.close : bars[i - 1]!.close;
    columns.close[i] = bar.close;
    columns.high[i] = bar.high ?? Math.max(bar.close, columns.open[i]!) + 0.1;
    columns.low[i] = bar.low ?? Math.min(bar.close, columns.open[i]!) - 0.1;
    columns.quoteVolume[i] = bar.volume ?? 1000;
    columns.volume[i] = (bar.volume ?? 1000) / bar.close;
    columns.present[i] = 1;
  });
  return columns;
}

/** Five momentum minutes climbing (or falling) evenly from 100 to `to`, each with `volume` USDT. */
export const rising = (to: number, volume: number): Bar[] =>
  [1, 2, 3, 4, 5].map((k) => ({ close: 100 + ((to - 100) * k) / 5, volume }));
