/**
 * The walk of one signal (docs/backtest.md, sections 3, 4, 5 and 7): the wait with early reversal, the
 * pattern search, then the trade (and its one-time reversal leg), reading candles in time order and
 * stopping at the first one that does not exist yet (pending) or is missing (data).
 */
import { type CandleColumns, MINUTE_MS } from '../market/candles';
import { type Direction, directionSign } from '../position/profit';
import { BLOCK_MINUTES, BLOCK_MS, type BlockSummaries } from './block-summary';
import { type Breakout, crossesBreakout } from './breakout';
import { BTC_FLAG, type BtcFlags, btcAgainstFlag } from './btc-protection';
import { firstCandleTime } from './candle-span';
import type { BacktestConfig } from './config';
import type { EntryRules } from './entry-memo';
import { createTradeState, isQuietRange, levelsFromPercents, stepTrade, type TradeState } from './exits';
import { lateEntry } from './late-entry';
import { isEarlyReversal, isPattern, withCandles } from './patterns';
import type { BacktestSignal } from './types';

const HOUR_MS = 3_600_000;

const READ_OK = 0;
const READ_PENDING = 1;
const READ_MISSING = 2;
type ReadStatus = typeof READ_OK | typeof READ_PENDING | typeof READ_MISSING;

export type WalkOutcome = 'closed' | 'pending' | 'data' | 'noEntry' | 'lateEntry';

export interface WalkResult {
  outcome: WalkOutcome;
  /** The walk reached an entry (the signal opened a trade, closed or still open). */
  entered: boolean;
  /** Closed legs, in order (two when the reversal fired and its leg closed too). */
  legs: TradeState[];
  /** The trade's entry when the walk reached one. */
  entry?: { direction: Direction; entryPrice: number; entryTime: number; lateMinutes: number };
}

export interface WalkContext {
  config: BacktestConfig;
  now: number;
  /** Per-minute BTC pattern flags when BTC protection applies to this signal, else null. */
  btc: BtcFlags | null;
  /** Block bounds of the signal's series when block skipping is on, else null. */
  summaries: BlockSummaries | null;
  /** Counts skipped blocks when given. */
  stats: { blocksSkipped: number } | null;
  /** Skip the `stepTrade` call on candles `isQuietRange` clears. */
  quietCandleShortcut: boolean;
  /** Entry searches of earlier runs with the same entry fields, by signal id (a sweep's), else null. */
  entries: Map<number, unknown> | null;
  /** Model late steps: each entry is taken this many minutes after its entry candle closes (late-entry.ts). */
  entryDelayMinutes?: number;
}

/** Reads candles of one series in time order, remembering the span already checked. */
class CandleReader {
  private checkedFrom = Number.NaN;
  private checkedTo = Number.NaN;

  constructor(
    private readonly candles: CandleColumns | undefined,
    private readonly now: number,
  ) {}

  /** Index of the candle opening at `openTime` (meaningful once `read` said it exists). */
  indexOf(openTime: number): number {
    return this.candles ? (openTime - this.candles.startTime) / MINUTE_MS : -1;
  }

  /** Reads the candles opening in [fromMs, toMs), in order; stops at the first that does not exist. */
  read(fromMs: number, toMs: number): ReadStatus {
    let t = fromMs;
    if (fromMs >= this.checkedFrom && fromMs <= this.checkedTo) t = Math.max(fromMs, this.checkedTo);
    else this.checkedFrom = this.checkedTo = fromMs;
    for (; t < toMs; t += MINUTE_MS) {
      const status = candleStatus(this.candles, t, this.now);
      if (status !== READ_OK) return status;
      this.checkedTo = t + MINUTE_MS;
    }
    return READ_OK;
  }
}

/** A candle exists once its close time is at or before now; before that it is the present (pending). */
function candleStatus(candles: CandleColumns | undefined, openTime: number, now: number): ReadStatus {
  if (openTime + MINUTE_MS > now) return READ_PENDING;
  if (!candles) return READ_MISSING;
  const index = (openTime - candles.startTime) / MINUTE_MS;
  return index >= 0 && index < candles.length && candles.present[index] === 1 ? READ_OK : READ_MISSING;
}

function outcomeOf(status: ReadStatus): 'pending' | 'data' {
  return status === READ_PENDING ? 'pending' : 'data';
}

interface Entry {
  /** Index of the entry candle. */
  index: number;
  direction: Direction;
}

type EntrySearch = Entry | ReadStatus | 'noEntry';

export function walkSignal(
  signal: BacktestSignal,
  candles: CandleColumns | undefined,
  context: WalkContext,
): WalkResult {
  const remembered = context.entries?.get(signal.id) as EntrySearch | undefined;
  const entry =
    remembered ?? findEntry(signal, new CandleReader(candles, context.now), candles, context.config);
  if (remembered === undefined) context.entries?.set(signal.id, entry);
  if (entry === 'noEntry') return { outcome: 'noEntry', entered: false, legs: [] };
  if (typeof entry === 'number') return { outcome: outcomeOf(entry), entered: false, legs: [] };
  // From here `candles` is defined: the entry candle was read.
  const series = candles!;
  const { config } = context;
  const legs: TradeState[] = [];
  const entryTime = series.startTime + (entry.index + 1) * MINUTE_MS;
  const taken = lateEntry(
    { entryPrice: series.close[entry.index]!, entryTime },
    series,
    entryTime + (context.entryDelayMinutes ?? 0) * MINUTE_MS,
    context.now,
    config,
  );
  if (taken.outcome !== 'entry') return { outcome: taken.outcome, entered: false, legs: [] };
  const opened = {
    direction: entry.direction,
    entryPrice: taken.entryPrice,
    entryTime: taken.entryTime,
    lateMinutes: taken.lateMinutes,
  };
  let state = openTrade(config, entry.direction, taken.entryPrice, taken.entryTime, config.enableReversal);
  for (;;) {
    const status = walkTrade(state, series, context);
    if (status === READ_MISSING) return { outcome: 'data', entered: true, legs: [], entry: opened };
    if (status === READ_PENDING)
      return { outcome: legs.length > 0 ? 'closed' : 'pending', entered: true, legs, entry: opened };
    legs.push(state);
    if (state.exitReason !== 'REVERSAL') return { outcome: 'closed', entered: true, legs, entry: opened };
    const opposite: Direction = state.sign === 1 ? 'SHORT' : 'LONG';
    state = openTrade(config, opposite, state.exitPrice, state.exitTime, false);
  }
}

/** A trade opened by a signal's entry, with the configuration's levels, portions and rules (live and backtest). */
export function openTrade(
  config: BacktestConfig,
  direction: Direction,
  entryPrice: number,
  entryTime: number,
  withReversal: boolean,
): TradeState {
  return createTradeState({
    direction,
    entryPrice,
    entryTime,
    levels: levelsFromPercents(direction, entryPrice, config),
    portions: { tp1Fraction: config.tp1ExitPercent / 100, tp2Fraction: config.tp2ExitPercent / 100 },
    enableBreakeven1: config.enableBreakeven1,
    enableBreakeven2: config.enableBreakeven2,
    maxDurationMs: config.maximumTimePositionExecution * HOUR_MS,
    reversal: withReversal
      ? {
          thresholdPercent: config.reversalThresholdPercent,
          windowMs: config.reversalWaitTimeMinutes * MINUTE_MS,
        }
      : null,
  });
}

/**
 * How far a pending search got (docs/signals.md, "The Signals screen"): the pattern it looks for (#1, or #2 once #1
 * was found) and, of the last whole window it judged, the candles closing the pattern's way against the least the
 * count rule asks (0 seen before a first whole window).
 */
export interface SearchProgress {
  pattern: 1 | 2;
  seen: number;
  needed: number;
}

/** Where a signal's entry search stands at `now`: an entry, or why there is none (yet). */
export type EntrySearchResult =
  | { outcome: 'entry'; direction: Direction; entryPrice: number; entryTime: number }
  | { outcome: 'pending'; progress: SearchProgress }
  | { outcome: 'data' | 'noEntry' };

/**
 * The backtest's entry search (sections 3 and 4) for one signal at `now`, as the live Signal Manager runs it
 * on each closed minute: the same function the replay calls, so both find the same entry on the same candles.
 */
export function searchEntry(
  signal: BacktestSignal,
  candles: CandleColumns | undefined,
  config: EntryRules,
  now: number,
): EntrySearchResult {
  const progress: SearchProgress = { pattern: 1, seen: 0, needed: config.pattern1MinCandles };
  const entry = findEntry(signal, new CandleReader(candles, now), candles, config, progress);
  if (entry === 'noEntry') return { outcome: 'noEntry' };
  if (entry === READ_PENDING) return { outcome: 'pending', progress };
  if (typeof entry === 'number') return { outcome: 'data' };
  const series = candles!;
  return {
    outcome: 'entry',
    direction: entry.direction,
    entryPrice: series.close[entry.index]!,
    entryTime: series.startTime + (entry.index + 1) * MINUTE_MS,
  };
}

/** Sections 3 and 4: the early reversal during the wait, else pattern #1 (and #2). */
function findEntry(
  signal: BacktestSignal,
  reader: CandleReader,
  candles: CandleColumns | undefined,
  config: EntryRules,
  progress?: SearchProgress,
): EntrySearch {
  const sign = directionSign(signal.direction);
  const start = firstCandleTime(signal.openedAt);
  if (signal.breakout) return findBreakout(signal.breakout, signal.direction, reader, candles, config, start);

  for (let position = 0; position < config.waitTimeMinutes; position++) {
    const openTime = start + position * MINUTE_MS;
    const status = reader.read(openTime, openTime + MINUTE_MS);
    if (status !== READ_OK) return status;
    const index = reader.indexOf(openTime);
    if (isEarlyReversal(candles!, index, position, sign, config)) {
      return { index, direction: sign === 1 ? 'SHORT' : 'LONG' };
    }
  }

  const windowStart = start + config.waitTimeMinutes * MINUTE_MS;
  const windowEnd = windowStart + config.maxPatternSearchMinutes * MINUTE_MS;
  const first = findPattern(
    reader,
    candles,
    config,
    windowStart,
    windowEnd,
    sign,
    config.pattern1MinCandles,
    config.acceptInversePatterns,
    progress,
  );
  if (typeof first !== 'object') return first;

  let entryIndex = first.lastIndex;
  if (!config.openAfterFirstPatternOnly) {
    const secondStart = first.lastOpenTime + MINUTE_MS + config.waitBetweenPatternsMinutes * MINUTE_MS;
    if (progress) Object.assign(progress, { pattern: 2, seen: 0, needed: config.pattern2MinCandles });
    const second = findPattern(
      reader,
      candles,
      config,
      secondStart,
      windowEnd,
      first.sign,
      config.pattern2MinCandles,
      false,
      progress,
    );
    if (typeof second !== 'object') return second;
    entryIndex = second.lastIndex;
  }
  const inverse = first.sign !== sign;
  const tradeSign = inverse && config.followInitialDirection ? sign : first.sign;
  return { index: entryIndex, direction: tradeSign === 1 ? 'LONG' : 'SHORT' };
}

/**
 * A breakout entry: the first candle from S, within the wait and the search minutes, that closes beyond the level
 * is the entry, in the signal's direction (no early reversal, no pattern); none by then: no entry.
 */
function findBreakout(
  breakout: Breakout,
  direction: Direction,
  reader: CandleReader,
  candles: CandleColumns | undefined,
  config: EntryRules,
  start: number,
): EntrySearch {
  const end = start + (config.waitTimeMinutes + config.maxPatternSearchMinutes) * MINUTE_MS;
  for (let openTime = start; openTime < end; openTime += MINUTE_MS) {
    const status = reader.read(openTime, openTime + MINUTE_MS);
    if (status !== READ_OK) return status;
    const index = reader.indexOf(openTime);
    if (crossesBreakout(breakout, candles!.close[index]!)) return { index, direction };
  }
  return 'noEntry';
}

interface FoundPattern {
  sign: number;
  lastIndex: number;
  lastOpenTime: number;
}

/**
 * The first run starting at or after `fromMs`, wholly inside [.., windowEnd), that is a pattern in `sign`
 * (or, when `inverse`, in the other direction when `sign` does not qualify at that start).
 */
function findPattern(
  reader: CandleReader,
  candles: CandleColumns | undefined,
  config: EntryRules,
  fromMs: number,
  windowEnd: number,
  sign: number,
  minWith: number,
  inverse: boolean,
  progress?: SearchProgress,
): FoundPattern | ReadStatus | 'noEntry' {
  const runMs = config.totalCandlesToAnalyze * MINUTE_MS;
  const lookbackMs = config.volumeLookbackPeriod * MINUTE_MS;
  for (let runStart = fromMs; runStart + runMs <= windowEnd; runStart += MINUTE_MS) {
    const status = reader.read(runStart - lookbackMs, runStart + runMs);
    if (status !== READ_OK) {
      // Only a live step asks, and only where the search waits: the last whole window judged, if any.
      if (progress && status === READ_PENDING && runStart > fromMs) {
        const last = reader.indexOf(runStart - MINUTE_MS);
        const seen = withCandles(candles!, last, sign, config.totalCandlesToAnalyze);
        progress.seen = inverse
          ? Math.max(seen, withCandles(candles!, last, -sign, config.totalCandlesToAnalyze))
          : seen;
      }
      return status;
    }
    const index = reader.indexOf(runStart);
    let found = 0;
    if (isPattern(candles!, index, sign, minWith, config)) found = sign;
    else if (inverse && isPattern(candles!, index, -sign, minWith, config)) found = -sign;
    if (found !== 0) {
      return {
        sign: found,
        lastIndex: index + config.totalCandlesToAnalyze - 1,
        lastOpenTime: runStart + runMs - MINUTE_MS,
      };
    }
  }
  return 'noEntry';
}

/**
 * Steps a trade candle by candle from its entry until it closes, the data ends (pending) or a candle it
 * needs is missing. With block summaries, whole blocks where nothing can happen are skipped; the result
 * is bit-identical to the plain walk because `isQuietRange` and `stepTrade` use the same comparisons.
 */
function walkTrade(state: TradeState, candles: CandleColumns, context: WalkContext): ReadStatus | 'closed' {
  const { open, high, low, close, present, length, startTime } = candles;
  const { now, btc, summaries, stats, quietCandleShortcut } = context;
  const against = btcAgainstFlag(state.sign);
  const btcBlocking = against | BTC_FLAG.MISSING;
  let openTime = state.entryTime;
  // An int32 index keeps the typed-array reads on V8's fast path.
  let index = ((openTime - startTime) / MINUTE_MS) | 0;
  let btcSlot = btc === null ? 0 : btc.slotOf(openTime);
  // Minutes until the next block boundary (0: this candle starts a block); kept as a counter to avoid a
  // floating-point modulo per candle.
  let toBoundary = (BLOCK_MINUTES - ((openTime / MINUTE_MS) % BLOCK_MINUTES)) % BLOCK_MINUTES;
  for (;;) {
    if (summaries !== null && toBoundary === 0) {
      const block = openTime / BLOCK_MS;
      const blockEnd = openTime + BLOCK_MS;
      if (
        blockEnd <= now &&
        summaries.isComplete(block) &&
        (btc === null || (btc.ofBlock(block) & btcBlocking) === 0) &&
        isQuietRange(
          state,
          summaries.highestOf(block),
          summaries.lowestOf(block),
          openTime + MINUTE_MS,
          blockEnd,
        )
      ) {
        openTime = blockEnd;
        index += BLOCK_MINUTES;
        btcSlot += BLOCK_MINUTES;
        if (stats !== null) stats.blocksSkipped++;
        continue;
      }
    }
    const closeTime = openTime + MINUTE_MS;
    if (closeTime > now) return READ_PENDING;
    if (index < 0 || index >= length || present[index] === 0) return READ_MISSING;
    let btcAgainst = false;
    if (btc !== null) {
      const flags = btc.at(btcSlot, openTime);
      if ((flags & BTC_FLAG.MISSING) !== 0) return READ_MISSING;
      btcAgainst = (flags & against) !== 0;
    }
    const h = high[index]!;
    const l = low[index]!;
    const c = close[index]!;
    // Most candles change nothing: `isQuietRange` (the same comparisons as `stepTrade`) says so without
    // the call, whose boxed number arguments would cost more than the check.
    if (
      !quietCandleShortcut ||
      btcAgainst ||
      !isQuietRange(state, Math.max(h, c), Math.min(l, c), closeTime, closeTime)
    ) {
      stepTrade(state, open[index]!, h, l, c, closeTime, btcAgainst);
      if (state.closed) return 'closed';
    }
    openTime = closeTime;
    index++;
    btcSlot++;
    toBoundary = toBoundary === 0 ? BLOCK_MINUTES - 1 : toBoundary - 1;
  }
}
