/**
 * Which signals a backtest replays, and the filters that ignore some of them (docs/backtest.md, sections 1
 * and 2).
 */
import { MINUTE_MS } from '../market/candles';
import type { BacktestConfig, CustomFilterOperator } from './config';
import type { BacktestSignal, IgnoredReason } from './types';
import { utcDayStart } from './utc-date';

const DAY_MS = 86_400_000;

/** Replay order: ascending openedAt, ties by id. */
export function compareReplayOrder(a: BacktestSignal, b: BacktestSignal): number {
  return a.openedAt - b.openedAt || a.id - b.id;
}

/**
 * Date-range mode: signals opened in [startDate 00:00:00.000, endDate 23:59:59.999] UTC; otherwise the
 * `positionCount` with the latest openedAt (ties by id). Returned in replay order.
 */
export function selectSignals(signals: readonly BacktestSignal[], config: BacktestConfig): BacktestSignal[] {
  if (config.useDateRange) {
    const from = utcDayStart(config.startDate ?? '');
    const to = utcDayStart(config.endDate ?? '') + DAY_MS - 1;
    return signals.filter((s) => s.openedAt >= from && s.openedAt <= to).sort(compareReplayOrder);
  }
  const sorted = [...signals].sort(compareReplayOrder);
  return sorted.slice(Math.max(0, sorted.length - config.positionCount));
}

function compare(value: number, operator: CustomFilterOperator, threshold: number): boolean {
  switch (operator) {
    case '<':
      return value < threshold;
    case '<=':
      return value <= threshold;
    case '>':
      return value > threshold;
    case '>=':
      return value >= threshold;
    case '=':
      return value === threshold;
    case '!=':
      return value !== threshold;
  }
}

/**
 * The one rule for a missing filter value (docs/signals.md, "Missing force and risk"): a signal or a position
 * without a risk score, force or trend confidence passes that filter (the custom filter excepted: it fails). Live
 * stores a missing value as missing (null), never as 0, so a backtest of live positions judges them as live did.
 */
export function isMissing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined;
}

/** Filters 1 to 4, on the signal alone: the first failing one's reason, or null when all pass. */
export function signalFieldFailure(signal: BacktestSignal, config: BacktestConfig): IgnoredReason | null {
  if (!isMissing(signal.riskScore) && !(signal.riskScore <= config.riskScore)) return 'riskScore';
  if (!isMissing(signal.forcePercentage) && !(signal.forcePercentage >= config.forcePercentage)) {
    return 'forcePercentage';
  }
  if (!isMissing(signal.trendConfidence) && !(signal.trendConfidence >= config.trendConfidence)) {
    return 'trendConfidence';
  }
  if (config.customFilterEnabled) {
    const value = signal[config.customFilterField];
    if (isMissing(value) || !compare(value, config.customFilterOperator, config.customFilterValue)) {
      return 'customFilter';
    }
  }
  return null;
}

/**
 * Filter 5: for each selected signal (in replay order), whether at least `signalsRequired` selected signals
 * of its symbol and direction, itself included, opened in [openedAt - signalTimeWindowMinutes, openedAt].
 */
export function confirmedSignals(selected: readonly BacktestSignal[], config: BacktestConfig): boolean[] {
  const windowMs = config.signalTimeWindowMinutes * MINUTE_MS;
  const byGroup = new Map<string, number[]>();
  for (const signal of selected) {
    const key = `${signal.symbol}\u0000${signal.direction}`;
    const times = byGroup.get(key);
    if (times) times.push(signal.openedAt);
    else byGroup.set(key, [signal.openedAt]);
  }
  return selected.map((signal) => {
    const times = byGroup.get(`${signal.symbol}\u0000${signal.direction}`)!;
    // times is ascending (replay order); count those in [openedAt - window, openedAt].
    const count = upperBound(times, signal.openedAt) - lowerBound(times, signal.openedAt - windowMs);
    return count >= config.signalsRequired;
  });
}

/** First index whose value is >= x. */
function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is > x. */
function upperBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Filter 6, fed in replay order: a signal is a repetition when `nbrRepetition` earlier signals of its symbol
 * already opened a trade and opened in (openedAt - timeWindows min, openedAt].
 */
export class RepetitionTracker {
  private readonly tradedAt = new Map<string, number[]>();

  constructor(private readonly config: Pick<BacktestConfig, 'nbrRepetition' | 'timeWindows'>) {}

  isRepetition(signal: BacktestSignal): boolean {
    const times = this.tradedAt.get(signal.symbol);
    if (!times) return false;
    const from = signal.openedAt - this.config.timeWindows * MINUTE_MS;
    // Earlier signals come first in replay order, so their times are <= openedAt.
    const count = times.length - upperBound(times, from);
    return count >= this.config.nbrRepetition;
  }

  /** Records that this signal opened a trade (closed or still open). */
  recordTrade(signal: BacktestSignal): void {
    const times = this.tradedAt.get(signal.symbol);
    if (times) times.push(signal.openedAt);
    else this.tradedAt.set(signal.symbol, [signal.openedAt]);
  }
}
