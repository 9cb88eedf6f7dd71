/**
 * The signal-replay backtest (docs/backtest.md): pure, data in and data out. `now` (ms) marks the
 * present: a candle exists once its close time is at or before it.
 */
import { type CandleColumns, type CandleSet, MINUTE_MS } from '../market/candles';
import { BlockSummaries } from './block-summary';
import { BTC_SYMBOL, BtcFlags } from './btc-protection';
import { requiredCandleSpans } from './candle-span';
import type { BacktestConfig } from './config';
import type { EntryMemo } from './entry-memo';
import { type TradeState, targetsHitNames, tradeProfitLoss } from './exits';
import { confirmedSignals, RepetitionTracker, selectSignals, signalFieldFailure } from './selection';
import { type WalkResult, walkSignal } from './signal-walk';
import { summarizeTrades } from './summary';
import {
  type BacktestResult,
  type BacktestSignal,
  type BacktestTrade,
  IGNORED_REASONS,
  type IgnoredReason,
} from './types';
import { validateBacktestConfig } from './validate-config';

export interface BacktestRunOptions {
  /**
   * Skip blocks of candles in which no exit can happen (default true). Off, the engine walks every minute:
   * the reference the skipping is tested against.
   */
  blockSkipping?: boolean;
  /**
   * Skip the `stepTrade` call for a candle that `isQuietRange` shows changes nothing (default true). Off,
   * together with `blockSkipping` off, every candle goes through `stepTrade`: the plain reference walk.
   */
  quietCandleShortcut?: boolean;
  /**
   * Block summaries to reuse: they depend on the candles only, so runs over the same candles (a sweep's) can
   * share one map and each block is summarised once for all of them.
   */
  blockSummaries?: Map<CandleColumns, BlockSummaries>;
  /**
   * Entry searches to reuse across runs over the same candles and `now` (a sweep's): runs whose entry fields
   * are equal search each signal's entry once (entry-memo.ts).
   */
  entryMemo?: EntryMemo;
  /** When given, receives how many blocks of candles were skipped whole (for tests and benchmarks). */
  stats?: { blocksSkipped: number };
  /** When given, told each selected signal that gives no closed trade, with the reason it counts under. */
  onIgnored?: (signal: BacktestSignal, reason: IgnoredReason) => void;
  /** When given, told each signal's entry (a trade still open at `now` included), once its walk reached it. */
  onEntry?: (signal: BacktestSignal, entry: NonNullable<WalkResult['entry']>) => void;
  /**
   * Model late Signal Manager steps (docs/signals.md, "Late entries"): each entry is taken this many minutes
   * after its entry candle closes, under the late-entry rule (late-entry.ts). Default 0: every step on time.
   */
  entryDelayMinutes?: number;
}

export function runBacktest(
  signals: readonly BacktestSignal[],
  candles: CandleSet,
  config: BacktestConfig,
  now: number,
  options: BacktestRunOptions = {},
): BacktestResult {
  validateBacktestConfig(config);
  if (!Number.isFinite(now)) throw new RangeError(`now must be a finite time in ms, got ${now}`);
  const delay = options.entryDelayMinutes ?? 0;
  if (!Number.isInteger(delay) || delay < 0)
    throw new RangeError(`entryDelayMinutes must be a whole number of minutes, 0 or more, got ${delay}`);
  const blockSkipping = options.blockSkipping ?? true;
  for (const signal of signals) assertSignal(signal);

  const selected = selectSignals(signals, config);
  const confirmed = confirmedSignals(selected, config);
  const repetitions = new RepetitionTracker(config);
  const btcFlags = config.enableBtcProtection ? buildBtcFlags(selected, candles, config) : null;
  const summaries = options.blockSummaries ?? new Map<CandleColumns, BlockSummaries>();
  const summariesOf = (series: CandleColumns | undefined): BlockSummaries | null => {
    if (!blockSkipping || !series) return null;
    let found = summaries.get(series);
    if (!found) {
      found = new BlockSummaries(series);
      summaries.set(series, found);
    }
    return found;
  };

  const entries = options.entryMemo?.entriesFor(config, now) ?? null;

  const ignoredReasons = Object.fromEntries(IGNORED_REASONS.map((reason) => [reason, 0])) as Record<
    IgnoredReason,
    number
  >;
  const closedLegs: { signal: BacktestSignal; leg: TradeState }[] = [];

  selected.forEach((signal, position) => {
    let reason = signalFieldFailure(signal, config);
    if (!reason && !confirmed[position]) reason = 'confirmation';
    if (!reason && repetitions.isRepetition(signal)) reason = 'repetition';
    if (!reason) {
      const series = candles.get(signal.symbol);
      const walk = walkSignal(signal, series, {
        config,
        now,
        btc: signal.symbol === BTC_SYMBOL ? null : btcFlags,
        summaries: summariesOf(series),
        stats: options.stats ?? null,
        quietCandleShortcut: options.quietCandleShortcut ?? true,
        entries,
        entryDelayMinutes: options.entryDelayMinutes ?? 0,
      });
      if (walk.entered) repetitions.recordTrade(signal);
      if (walk.entry) options.onEntry?.(signal, walk.entry);
      if (walk.outcome === 'closed') {
        for (const leg of walk.legs) closedLegs.push({ signal, leg });
      } else {
        reason = walk.outcome;
      }
    }
    if (reason) {
      ignoredReasons[reason]++;
      options.onIgnored?.(signal, reason);
    }
  });

  closedLegs.sort((a, b) => a.leg.entryTime - b.leg.entryTime || a.signal.id - b.signal.id);
  const notional = config.positionSizeEuro * config.leverage;
  const trades = closedLegs.map(({ signal, leg }) => toTrade(signal, leg, notional, config.feePercent));
  const ambiguousCandles = closedLegs.filter(({ leg }) => leg.ambiguous).length;
  return {
    config: { ...config },
    summary: summarizeTrades(trades, config, ignoredReasons, ambiguousCandles),
    trades,
  };
}

function toTrade(
  signal: BacktestSignal,
  leg: TradeState,
  notional: number,
  feePercent: number,
): BacktestTrade {
  return {
    positionId: signal.id,
    symbol: signal.symbol,
    category: signal.category ?? 'other',
    direction: leg.direction,
    exitReason: leg.exitReason!,
    profitLoss: tradeProfitLoss(leg, notional, feePercent),
    entryPrice: leg.entryPrice,
    exitPrice: leg.exitPrice,
    initialOpportunityTime: new Date(signal.openedAt).toISOString(),
    entryTime: new Date(leg.entryTime).toISOString(),
    exitTime: new Date(leg.exitTime).toISOString(),
    duration: (leg.exitTime - leg.entryTime) / MINUTE_MS,
    tpsHit: targetsHitNames(leg),
  };
}

/** BTC pattern flags over the union of the BTCUSDT spans the selected signals may read. */
function buildBtcFlags(
  selected: readonly BacktestSignal[],
  candles: CandleSet,
  config: BacktestConfig,
): BtcFlags {
  let fromMs = Number.POSITIVE_INFINITY;
  let toMs = Number.NEGATIVE_INFINITY;
  for (const signal of selected) {
    for (const span of requiredCandleSpans(signal, config)) {
      if (span.symbol !== BTC_SYMBOL || signal.symbol === BTC_SYMBOL) continue;
      fromMs = Math.min(fromMs, span.fromMs);
      toMs = Math.max(toMs, span.toMs);
    }
  }
  if (fromMs > toMs) fromMs = toMs = 0;
  return new BtcFlags(candles.get(BTC_SYMBOL), config, fromMs, toMs);
}

function assertSignal(signal: BacktestSignal): void {
  if (!Number.isFinite(signal.openedAt)) {
    throw new RangeError(`signal ${signal.id}: openedAt must be a time in ms, got ${signal.openedAt}`);
  }
  if (signal.direction !== 'LONG' && signal.direction !== 'SHORT') {
    throw new RangeError(
      `signal ${signal.id}: direction must be LONG or SHORT, got ${String(signal.direction)}`,
    );
  }
}
