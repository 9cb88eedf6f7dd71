/**
 * The Signal Manager's rules: the backtest's selection filters, entry search and trade stepper, applied to one
 * live signal at a time as the minutes close (docs/signals.md, "The Signal Manager"). Nothing here is a second
 * version of a backtest rule: every decision calls the function the replay calls, so that what runs live is what
 * the backtester replays.
 */
import { BTC_FLAG, BTC_SYMBOL, type BtcRules, btcAgainstFlag, btcFlagAt } from '../backtest/btc-protection';
import type { BacktestConfig } from '../backtest/config';
import { stepTrade, type TradeState } from '../backtest/exits';
import { type LateEntry, lateEntry } from '../backtest/late-entry';
import { confirmedSignals, RepetitionTracker, signalFieldFailure } from '../backtest/selection';
import { type EntrySearchResult, openTrade, type SearchProgress, searchEntry } from '../backtest/signal-walk';
import type { BacktestSignal, IgnoredReason } from '../backtest/types';
import { type CandleColumns, MINUTE_MS } from '../market/candles';
import type { Direction } from '../position/profit';

/**
 * Filters 1 to 5 on a signal's arrival: its own fields, then the confirmation by the signals of its symbol and
 * direction in the window before it. `earlier` holds the signals that arrived before it (any order; later ones
 * are ignored), so the count is the backtest's over the same signals.
 */
export function arrivalFailure(
  signal: BacktestSignal,
  earlier: readonly BacktestSignal[],
  config: BacktestConfig,
): IgnoredReason | null {
  const field = signalFieldFailure(signal, config);
  if (field) return field;
  const window = earlier.filter(
    (other) =>
      other.symbol === signal.symbol &&
      other.direction === signal.direction &&
      (other.openedAt < signal.openedAt || (other.openedAt === signal.openedAt && other.id < signal.id)),
  );
  const ordered = [...window, signal].sort((a, b) => a.openedAt - b.openedAt || a.id - b.id);
  return confirmedSignals(ordered, config).at(-1) ? null : 'confirmation';
}

/**
 * Filter 6: whether `signal` repeats trades already taken. `traded` holds the signals that entered a trade, with
 * the time each was opened. Counted as the backtest counts: the earlier signals of the symbol in
 * (openedAt - timeWindows, openedAt] that entered.
 */
export function isRepetition(
  signal: BacktestSignal,
  traded: readonly BacktestSignal[],
  config: Pick<BacktestConfig, 'nbrRepetition' | 'timeWindows'>,
): boolean {
  const tracker = new RepetitionTracker(config);
  const before = traded
    .filter(
      (other) =>
        other.openedAt < signal.openedAt || (other.openedAt === signal.openedAt && other.id < signal.id),
    )
    .sort((a, b) => a.openedAt - b.openedAt || a.id - b.id);
  for (const other of before) tracker.recordTrade(other);
  return tracker.isRepetition(signal);
}

/** What a waiting signal becomes at `now`: still waiting, ignored (no entry, or a candle missing), or entered. */
export type EntryDecision =
  | { state: 'waiting'; progress: SearchProgress }
  | { state: 'ignored'; reason: Extract<IgnoredReason, 'noEntry' | 'data'> }
  | { state: 'entered'; direction: Direction; entryPrice: number; entryTime: number };

/** The entry search of the backtest at `now` (a closed minute), as a decision. */
export function entryDecision(
  signal: BacktestSignal,
  candles: CandleColumns | undefined,
  config: BacktestConfig,
  now: number,
): EntryDecision {
  const search: EntrySearchResult = searchEntry(signal, candles, config, now);
  switch (search.outcome) {
    case 'entry':
      return {
        state: 'entered',
        direction: search.direction,
        entryPrice: search.entryPrice,
        entryTime: search.entryTime,
      };
    case 'pending':
      return { state: 'waiting', progress: search.progress };
    default:
      return { state: 'ignored', reason: search.outcome };
  }
}

/**
 * The entry a step at `at` (the closed minute it judges) takes of a found entry: the entry candle's close when the
 * step runs at that candle's close, else the late-entry rule (late-entry.ts): the close of the minute `at`,
 * stamped `at`, or skipped when the price moved beyond the tolerance. Never a past time or price.
 */
export function entryAt(
  entry: Extract<EntryDecision, { state: 'entered' }>,
  candles: CandleColumns | undefined,
  at: number,
  config: BacktestConfig,
): LateEntry {
  return lateEntry(entry, candles, at, at, config);
}

/**
 * The filter fields a live position keeps of its signal, so that a backtest of the position judges it as live
 * judged the signal: a value the signal did not carry stays missing (null), never 0 (selection.ts, `isMissing`).
 */
export function positionFilterFields(signal: Pick<BacktestSignal, 'riskScore' | 'forcePercentage'>) {
  return { riskScore: signal.riskScore ?? null, forcePercentage: signal.forcePercentage ?? null };
}

/** The trade an entered signal opens: the backtest's levels, portions, breakevens, duration and reversal leg. */
export function openSignalTrade(config: BacktestConfig, entry: Extract<EntryDecision, { state: 'entered' }>) {
  return openTrade(config, entry.direction, entry.entryPrice, entry.entryTime, config.enableReversal);
}

/** How one closed candle left a live trade: still open, closed (with the reversal's new leg, if any), or unknown. */
export type TradeStep =
  | { outcome: 'open' }
  | { outcome: 'closed'; next: TradeState | null }
  | { outcome: 'data' };

/**
 * Steps a live trade by the candle of `symbol` opening at `openTime`, with the BTC protection flag of that minute
 * when the configuration has it (BTC's own trades are never protected against BTC). A REVERSAL exit opens the
 * opposite leg at its exit, without a reversal of its own, as the backtest's walk does.
 */
export function stepSignalTrade(
  state: TradeState,
  candles: CandleColumns | undefined,
  btc: CandleColumns | undefined,
  symbol: string,
  openTime: number,
  config: BacktestConfig & BtcRules,
): TradeStep {
  const index = candles ? (openTime - candles.startTime) / MINUTE_MS : -1;
  if (!candles || index < 0 || index >= candles.length || candles.present[index] !== 1)
    return { outcome: 'data' };
  let btcAgainst = false;
  if (config.enableBtcProtection && symbol !== BTC_SYMBOL) {
    const flags = btcFlagAt(btc, openTime, config);
    if ((flags & BTC_FLAG.MISSING) !== 0) return { outcome: 'data' };
    btcAgainst = (flags & btcAgainstFlag(state.sign)) !== 0;
  }
  stepTrade(
    state,
    candles.open[index]!,
    candles.high[index]!,
    candles.low[index]!,
    candles.close[index]!,
    openTime + MINUTE_MS,
    btcAgainst,
  );
  if (!state.closed) return { outcome: 'open' };
  if (state.exitReason !== 'REVERSAL') return { outcome: 'closed', next: null };
  const opposite: Direction = state.sign === 1 ? 'SHORT' : 'LONG';
  return { outcome: 'closed', next: openTrade(config, opposite, state.exitPrice, state.exitTime, false) };
}
