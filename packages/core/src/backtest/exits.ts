/**
 * The exit rules of a trade (docs/backtest.md, 5. The trade), written once. A small stateful stepper:
 * create a state at entry, then feed it one candle at a time. Three callers share it: the backtest
 * engine, the live position monitor (a live price is a candle whose open, high, low and close are that
 * price) and the demo-history generator.
 *
 * The hot path allocates nothing: `stepTrade` mutates the state and returns a bit mask of events.
 */
import { type Direction, directionSign, movePrice, profitPercentage } from '../position/profit';
import type { ExitReason, TargetName } from './types';

/** Bits of the mask `stepTrade` returns. */
export const TRADE_EVENT = Object.freeze({
  TP1: 1,
  TP2: 2,
  TP3: 4,
  STOP_MOVED: 8,
  CLOSED: 16,
  /** The candle reached the active stop and a not-yet-hit target: the stop was assumed first. */
  AMBIGUOUS: 32,
});

/** Portions at or below this are zero (rounding of the fractions). */
export const ZERO_PORTION = 1e-9;

const TARGET_BITS = [TRADE_EVENT.TP1, TRADE_EVENT.TP2, TRADE_EVENT.TP3] as const;
const TARGET_REASONS = ['TP1', 'TP2', 'TP3'] as const satisfies readonly ExitReason[];

export interface TradeLevels {
  stopLoss: number;
  tp1: number;
  tp2: number;
  tp3: number;
  breakEven1: number;
}

export interface LevelPercents {
  stopLossPercent: number;
  tp1Percent: number;
  tp2Percent: number;
  tp3Percent: number;
  breakEvenPercent: number;
}

/** The levels of a trade from percents of its entry (negative = against the trade). */
export function levelsFromPercents(
  direction: Direction,
  entryPrice: number,
  percents: LevelPercents,
): TradeLevels {
  return {
    stopLoss: movePrice(direction, entryPrice, percents.stopLossPercent),
    tp1: movePrice(direction, entryPrice, percents.tp1Percent),
    tp2: movePrice(direction, entryPrice, percents.tp2Percent),
    tp3: movePrice(direction, entryPrice, percents.tp3Percent),
    breakEven1: movePrice(direction, entryPrice, percents.breakEvenPercent),
  };
}

export interface TradeSetup {
  direction: Direction;
  entryPrice: number;
  /** ms since epoch: the close time of the entry candle (or the moment of a live entry). */
  entryTime: number;
  levels: TradeLevels;
  /** f1 = tp1ExitPercent / 100 and tp2ExitPercent / 100 (clamped to 1 - f1 here); f3 is the rest. */
  portions: { tp1Fraction: number; tp2Fraction: number };
  enableBreakeven1: boolean;
  enableBreakeven2: boolean;
  /** The timeout: exit at the close of the first candle closing at or after entryTime + this. */
  maxDurationMs: number;
  /** The one-time reversal (section 5 step 5); absent for no reversal. */
  reversal?: { thresholdPercent: number; windowMs: number } | null;
  /**
   * For a live position picked up again (for example after a restart): how many targets it already hit.
   * Their portions are recorded as exited at their levels and the breakeven moves applied, as if stepped.
   */
  targetsAlreadyHit?: number;
}

export interface TradeState {
  readonly direction: Direction;
  readonly sign: 1 | -1;
  readonly entryPrice: number;
  readonly entryTime: number;
  readonly deadline: number;
  /** [TP1, TP2, TP3]. */
  readonly targets: readonly [number, number, number];
  readonly breakEven1: number;
  /** Portion exited at [TP1, TP2, TP3]. */
  readonly portions: readonly [number, number, number];
  /** What is still open after [0, 1, 2, 3] targets. */
  readonly remainders: readonly [number, number, number, number];
  readonly enableBreakeven1: boolean;
  readonly enableBreakeven2: boolean;
  readonly reversalThresholdPercent: number;
  /** Last close time at which the reversal may fire; -Infinity when it cannot. */
  readonly reversalDeadline: number;

  activeStop: number;
  stopReason: 'SL' | 'BREAKEVEN_1' | 'BREAKEVEN_2';
  /** How many targets were hit (0..3); the next one is targets[targetsHit]. */
  targetsHit: number;
  closed: boolean;
  exitReason: ExitReason | null;
  /** Price of the last exit. */
  exitPrice: number;
  /** Close time of the candle of the last exit. */
  exitTime: number;
  /** True when the closing candle reached both the stop and a not-yet-hit target. */
  ambiguous: boolean;
  /** Exits so far: fraction of the position and price, exitCount of them. */
  readonly exitFractions: Float64Array;
  readonly exitPrices: Float64Array;
  exitCount: number;
}

export function createTradeState(setup: TradeSetup): TradeState {
  const f1 = setup.portions.tp1Fraction;
  if (!(f1 >= 0 && f1 <= 1)) throw new RangeError(`tp1Fraction must lie in [0, 1], got ${f1}`);
  if (!(setup.portions.tp2Fraction >= 0)) {
    throw new RangeError(`tp2Fraction must be >= 0, got ${setup.portions.tp2Fraction}`);
  }
  const f2 = Math.min(setup.portions.tp2Fraction, 1 - f1);
  const f3 = 1 - f1 - f2;
  const { levels, reversal } = setup;
  const state: TradeState = {
    direction: setup.direction,
    sign: directionSign(setup.direction),
    entryPrice: setup.entryPrice,
    entryTime: setup.entryTime,
    deadline: setup.entryTime + setup.maxDurationMs,
    targets: [levels.tp1, levels.tp2, levels.tp3],
    breakEven1: levels.breakEven1,
    portions: [f1, f2, f3],
    remainders: [1, 1 - f1, f3, 0],
    enableBreakeven1: setup.enableBreakeven1,
    enableBreakeven2: setup.enableBreakeven2,
    reversalThresholdPercent: reversal ? reversal.thresholdPercent : Number.POSITIVE_INFINITY,
    reversalDeadline: reversal ? setup.entryTime + reversal.windowMs : Number.NEGATIVE_INFINITY,
    activeStop: levels.stopLoss,
    stopReason: 'SL',
    targetsHit: 0,
    closed: false,
    exitReason: null,
    exitPrice: Number.NaN,
    exitTime: Number.NaN,
    ambiguous: false,
    exitFractions: new Float64Array(4),
    exitPrices: new Float64Array(4),
    exitCount: 0,
  };
  const alreadyHit = setup.targetsAlreadyHit ?? 0;
  if (!(Number.isInteger(alreadyHit) && alreadyHit >= 0 && alreadyHit <= 2)) {
    throw new RangeError(`targetsAlreadyHit must be 0, 1 or 2 for an open trade, got ${alreadyHit}`);
  }
  for (let k = 0; k < alreadyHit; k++) hitTarget(state, k);
  return state;
}

/** What of a trade the breakeven rule reads. */
export type BreakevenRuleState = Pick<
  TradeState,
  'sign' | 'entryPrice' | 'activeStop' | 'breakEven1' | 'enableBreakeven1' | 'enableBreakeven2'
>;

/**
 * The breakeven rule (docs/backtest.md, 5. The trade), written once: where the stop goes when target k (0 = TP1,
 * 1 = TP2) is reached, or null when it stays. After TP1 it moves to the breakeven 1 level when that switch is on and
 * the level is better than the active stop; after TP2 to the entry when breakeven 2 is on. The stepper applies it;
 * the Telegram announcer reads it (through core/position/active-stop) to announce a breakeven only when it happens.
 */
export function breakevenStopAfter(state: BreakevenRuleState, k: number): number | null {
  if (k === 0 && state.enableBreakeven1) {
    const be1 = state.breakEven1;
    return (state.sign === 1 ? be1 > state.activeStop : be1 < state.activeStop) ? be1 : null;
  }
  if (k === 1 && state.enableBreakeven2) return state.entryPrice;
  return null;
}

/** Exits target k's portion at its level and applies the breakeven move that follows it. */
function hitTarget(state: TradeState, k: number): number {
  recordExit(state, state.portions[k]!, state.targets[k]!);
  state.targetsHit = k + 1;
  const stop = breakevenStopAfter(state, k);
  if (stop === null) return 0;
  state.activeStop = stop;
  state.stopReason = k === 0 ? 'BREAKEVEN_1' : 'BREAKEVEN_2';
  return TRADE_EVENT.STOP_MOVED;
}

function recordExit(state: TradeState, fraction: number, price: number): void {
  state.exitFractions[state.exitCount] = fraction;
  state.exitPrices[state.exitCount] = price;
  state.exitCount++;
}

function closeRemainder(state: TradeState, price: number, reason: ExitReason, closeTime: number): void {
  recordExit(state, state.remainders[state.targetsHit]!, price);
  state.closed = true;
  state.exitReason = reason;
  state.exitPrice = price;
  state.exitTime = closeTime;
}

/** True when `price` reached `level` in the trade's favour (high >= level for LONG, low <= level for SHORT). */
function reachedTarget(sign: 1 | -1, high: number, low: number, level: number): boolean {
  return sign === 1 ? high >= level : low <= level;
}

/**
 * Applies one candle to an open trade, in the order of section 5: stop, targets, timeout, BTC protection,
 * reversal. `btcAgainst` is true when BTC protection sees a pattern against the trade at this candle.
 * Returns a mask of TRADE_EVENT bits (0 when nothing happened; the state is then unchanged).
 */
export function stepTrade(
  state: TradeState,
  open: number,
  high: number,
  low: number,
  close: number,
  closeTime: number,
  btcAgainst: boolean,
): number {
  if (state.closed) return 0;
  const sign = state.sign;
  const stop = state.activeStop;

  // 1. Stop first; a gap beyond the stop fills at the open.
  if (sign === 1 ? low <= stop : high >= stop) {
    const gapped = sign === 1 ? open < stop : open > stop;
    let events = TRADE_EVENT.CLOSED;
    for (let k = state.targetsHit; k < 3; k++) {
      if (reachedTarget(sign, high, low, state.targets[k]!)) {
        state.ambiguous = true;
        events |= TRADE_EVENT.AMBIGUOUS;
        break;
      }
    }
    closeRemainder(state, gapped ? open : stop, state.stopReason, closeTime);
    return events;
  }

  // 2. Targets in order, each a limit order filling at its price.
  let events = 0;
  while (state.targetsHit < 3) {
    const k = state.targetsHit;
    const level = state.targets[k]!;
    if (!reachedTarget(sign, high, low, level)) break;
    events |= TARGET_BITS[k]!;
    if (k === 2 || Math.abs(state.remainders[k + 1]!) <= ZERO_PORTION) {
      closeRemainder(state, level, TARGET_REASONS[k]!, closeTime);
      state.targetsHit = k + 1;
      return events | TRADE_EVENT.CLOSED;
    }
    events |= hitTarget(state, k);
  }

  // 3. Timeout.
  if (closeTime >= state.deadline) {
    closeRemainder(state, close, 'TIMEOUT', closeTime);
    return events | TRADE_EVENT.CLOSED;
  }
  // 4. BTC protection (the caller judges the BTC pattern).
  if (btcAgainst) {
    closeRemainder(state, close, 'BTC_EMERGENCY', closeTime);
    return events | TRADE_EVENT.CLOSED;
  }
  // 5. Reversal inside its window.
  if (closeTime <= state.reversalDeadline && isReversalMove(state, close)) {
    closeRemainder(state, close, 'REVERSAL', closeTime);
    return events | TRADE_EVENT.CLOSED;
  }
  return events;
}

/** The close is against the trade by at least the reversal threshold, in percent of the entry. */
function isReversalMove(state: TradeState, close: number): boolean {
  return -profitPercentage(state.direction, state.entryPrice, close) >= state.reversalThresholdPercent;
}

/**
 * True when no candle whose prices (open, high, low, close) lie inside [lowest, highest] and whose close
 * time lies in [firstCloseTime, lastCloseTime] can change the trade through steps 1, 2, 3 or 5 (stop, next
 * target, timeout, reversal). Lets a caller skip a block of candles whole; BTC protection is the caller's.
 * It uses the same comparisons as `stepTrade`, so skipping gives bit-identical results.
 */
export function isQuietRange(
  state: TradeState,
  highest: number,
  lowest: number,
  firstCloseTime: number,
  lastCloseTime: number,
): boolean {
  if (state.closed || lastCloseTime >= state.deadline) return false;
  const target = state.targets[state.targetsHit]!;
  const untouched =
    state.sign === 1
      ? lowest > state.activeStop && highest < target
      : highest < state.activeStop && lowest > target;
  if (!untouched) return false;
  // The reversal move grows as the close goes against the trade, so the worst price bounds it.
  return !(
    firstCloseTime <= state.reversalDeadline && isReversalMove(state, state.sign === 1 ? lowest : highest)
  );
}

/** Profit in percent of the notional, weighted by the portions exited so far (fees aside). */
export function realizedProfitPercent(state: TradeState): number {
  let sum = 0;
  for (let e = 0; e < state.exitCount; e++) {
    sum +=
      state.exitFractions[e]! * profitPercentage(state.direction, state.entryPrice, state.exitPrices[e]!);
  }
  return sum;
}

/**
 * Money of the exits so far (docs/backtest.md, 6. Money): each exit of a portion f at price X adds
 * N * f * D * (X - P) / P; a fee of N * f * feePercent / 100 is taken on entry (f = 1) and on each exit.
 */
export function tradeProfitLoss(state: TradeState, notional: number, feePercent: number): number {
  let profitLoss = -((notional * feePercent) / 100);
  for (let e = 0; e < state.exitCount; e++) {
    const f = state.exitFractions[e]!;
    profitLoss +=
      (notional * f * profitPercentage(state.direction, state.entryPrice, state.exitPrices[e]!)) / 100 -
      (notional * f * feePercent) / 100;
  }
  return profitLoss;
}

/** Targets hit so far, in order. */
export function targetsHitNames(state: TradeState): TargetName[] {
  return TARGET_REASONS.slice(0, state.targetsHit);
}

export type TradeEvent =
  | { type: 'TARGET'; target: TargetName; price: number; fraction: number }
  | { type: 'STOP_MOVED'; stop: number; reason: 'BREAKEVEN_1' | 'BREAKEVEN_2' }
  | { type: 'CLOSED'; reason: ExitReason; price: number; fraction: number; ambiguous: boolean };

/**
 * The events of the last `stepTrade` call as objects, for callers off the hot path (the live monitor).
 * `exitCountBefore` is `state.exitCount` before that call.
 */
export function describeStep(state: TradeState, events: number, exitCountBefore: number): TradeEvent[] {
  const described: TradeEvent[] = [];
  let e = exitCountBefore;
  for (let k = 0; k < 3; k++) {
    if ((events & TARGET_BITS[k]!) === 0) continue;
    described.push({
      type: 'TARGET',
      target: TARGET_REASONS[k]!,
      price: state.exitPrices[e]!,
      fraction: state.exitFractions[e]!,
    });
    e++;
  }
  if ((events & TRADE_EVENT.STOP_MOVED) !== 0 && state.stopReason !== 'SL') {
    described.push({ type: 'STOP_MOVED', stop: state.activeStop, reason: state.stopReason });
  }
  if ((events & TRADE_EVENT.CLOSED) !== 0 && state.exitReason) {
    described.push({
      type: 'CLOSED',
      reason: state.exitReason,
      price: state.exitPrice,
      fraction: state.exitFractions[state.exitCount - 1]!,
      ambiguous: state.ambiguous,
    });
  }
  return described;
}
