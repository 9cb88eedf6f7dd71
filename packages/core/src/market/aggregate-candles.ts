import { type CandleColumns, MINUTE_MS } from './candles';

/** One candle of a chart, at one minute or coarser. */
export interface StepCandle {
  /** Open time of the step, ms. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * The stored minutes of `columns` grouped into steps of `stepMinutes`, aligned on multiples of the step since
 * the epoch: open of the first stored minute, close of the last, highest high, lowest low, summed volume. A
 * step without a stored minute is left out.
 */
export function aggregateCandles(columns: CandleColumns, stepMinutes: number): StepCandle[] {
  const stepMs = stepMinutes * MINUTE_MS;
  const out: StepCandle[] = [];
  let current: StepCandle | undefined;
  for (let i = 0; i < columns.length; i++) {
    if (!columns.present[i]) continue;
    const time = columns.startTime + i * MINUTE_MS;
    const stepStart = time - (time % stepMs);
    if (current?.time !== stepStart) {
      current = {
        time: stepStart,
        open: columns.open[i]!,
        high: columns.high[i]!,
        low: columns.low[i]!,
        close: columns.close[i]!,
        volume: columns.volume[i]!,
      };
      out.push(current);
      continue;
    }
    current.high = Math.max(current.high, columns.high[i]!);
    current.low = Math.min(current.low, columns.low[i]!);
    current.close = columns.close[i]!;
    current.volume += columns.volume[i]!;
  }
  return out;
}
