import type { BacktestConfig } from './config';

/**
 * The configuration fields the entry search reads (docs/backtest.md, sections 3 and 4: the wait with the early
 * reversal and the pattern search). Typed so: signal-walk.ts's search receives only these fields, so a field it
 * started to read without being listed here would not compile.
 */
export const ENTRY_FIELDS = [
  'waitTimeMinutes',
  'maxPatternSearchMinutes',
  'pattern1MinCandles',
  'pattern2MinCandles',
  'waitBetweenPatternsMinutes',
  'openAfterFirstPatternOnly',
  'acceptInversePatterns',
  'followInitialDirection',
  'singleCandleReversalThreshold',
  'earlyReversalCandles',
  'earlyReversalThreshold',
  'totalCandlesToAnalyze',
  'minPriceSpreadPercent',
  'maxPriceSpreadPercent',
  'maxCandleSize',
  'minVolumeMultiplier',
  'minBuyerRatioMultiplier',
  'volumeLookbackPeriod',
] as const satisfies readonly (keyof BacktestConfig)[];
export type EntryRules = Pick<BacktestConfig, (typeof ENTRY_FIELDS)[number]>;

/** Entry searches remembered for this many distinct entry settings. */
const KEPT_SETTINGS = 8;

/**
 * Remembers each signal's entry search across runs over the same candles and the same `now` (a sweep's): runs
 * whose entry fields are equal (a sweep of the stop or the targets) search each signal's entry once. The
 * values are whatever the walk stores; the walk owns their meaning.
 */
export class EntryMemo<T = unknown> {
  private readonly bySetting = new Map<string, Map<number, T>>();

  /** The remembered entries of signals (by id) for this configuration's entry fields and `now`. */
  entriesFor(config: EntryRules, now: number): Map<number, T> {
    const key = JSON.stringify([now, ...ENTRY_FIELDS.map((field) => config[field])]);
    let entries = this.bySetting.get(key);
    if (!entries) {
      entries = new Map();
      this.bySetting.set(key, entries);
      if (this.bySetting.size > KEPT_SETTINGS) this.bySetting.delete(this.bySetting.keys().next().value!);
    }
    return entries;
  }
}
