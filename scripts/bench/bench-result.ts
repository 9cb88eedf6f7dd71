/** One figure of `npm run bench`. */
export interface BenchResult {
  name: string;
  /** Median over the measured runs, milliseconds. */
  median_ms: number;
  /** For example `42.1 M candles/s`. */
  unit_rate?: string;
  /** The target in words, for example `< 250 ms`. */
  target?: string;
  pass?: boolean;
}

/** Median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Times `run` `times` times after `warmup` runs; returns each duration in ms. */
export async function timeRuns(run: () => unknown, times: number, warmup = 1): Promise<number[]> {
  for (let index = 0; index < warmup; index++) await run();
  const durations: number[] = [];
  for (let index = 0; index < times; index++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}
