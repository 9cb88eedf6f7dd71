import { MANUAL_CLOSE_REASON } from '@signaldesk/contracts/positions';
import {
  createTradeState,
  levelsFromPercents,
  stepTrade,
  type TradeState,
} from '@signaldesk/core/backtest/exits';
import { type CandleColumns, MINUTE_MS } from '@signaldesk/core/market/candles';
import { weightedProfitPercentage } from '@signaldesk/core/position/performance';
import { type Direction, profitPercentage } from '@signaldesk/core/position/profit';
import { type PositionManagerSettings, positionSizesOf } from '@signaldesk/core/rules/live-backtest-mapping';
import type { NewPositionRow } from '../modules/positions';
import { targetHitsOfState } from '../monitor/position-trade-state';
import { clamp, round } from './demo-random';
import type { PlannedSignal } from './demo-signal-plan';

const HOUR_MS = 3_600_000;
/** Minutes of history the market fields look at before the entry. */
export const LOOKBACK_MINUTES = 14 * 60;

export interface ReplayOutcome {
  row: NewPositionRow;
  /** False when the candles ran out before the position closed (it is open at `now`). */
  closed: boolean;
}

/**
 * Turns a planned signal into a position by the market: entry at the close of the entry candle, levels from the
 * Position Manager settings, then every later 1-minute candle through the shared exit stepper (the monitor's
 * rules) until it closes, or until the planned manual close. Returns undefined when the candles lack the entry
 * or its look-back.
 */
export function replayDemoSignal(
  signal: PlannedSignal,
  candles: CandleColumns,
  settings: PositionManagerSettings,
): ReplayOutcome | undefined {
  const i = (signal.entryMinute - candles.startTime) / MINUTE_MS;
  if (!Number.isInteger(i) || i < LOOKBACK_MINUTES || i >= candles.length || !candles.present[i])
    return undefined;
  if (!candles.present[i - LOOKBACK_MINUTES]) return undefined;
  const market = marketFields(candles, i);
  // Most signals follow the trend of the last hour, as a signal service's would.
  const withTrend: Direction = market.momentum >= 0 ? 'LONG' : 'SHORT';
  const direction: Direction = signal.coin < 0.62 ? withTrend : withTrend === 'LONG' ? 'SHORT' : 'LONG';
  const entryPrice = candles.close[i]!;
  const entryTime = signal.entryMinute + MINUTE_MS;
  const levels = levelsFromPercents(direction, entryPrice, settings);
  const state = createTradeState({
    direction,
    entryPrice,
    entryTime,
    levels,
    portions: { tp1Fraction: settings.tp1ExitPercent / 100, tp2Fraction: settings.tp2ExitPercent / 100 },
    enableBreakeven1: settings.enableBreakeven1,
    enableBreakeven2: settings.enableBreakeven2,
    maxDurationMs: settings.maximumTimePositionExecution * HOUR_MS,
    reversal: null,
  });
  const manualAt =
    signal.manualCloseAfterMinutes === null
      ? Infinity
      : entryTime + signal.manualCloseAfterMinutes * MINUTE_MS;
  let manualExit: { price: number; time: number } | null = null;
  for (let j = i + 1; j < candles.length; j++) {
    if (!candles.present[j]) continue;
    const closeTime = candles.startTime + (j + 1) * MINUTE_MS;
    stepTrade(
      state,
      candles.open[j]!,
      candles.high[j]!,
      candles.low[j]!,
      candles.close[j]!,
      closeTime,
      false,
    );
    if (state.closed) break;
    if (closeTime >= manualAt) {
      manualExit = { price: candles.close[j]!, time: closeTime };
      break;
    }
  }
  const momentumInDirection = direction === 'LONG' ? market.momentum : -market.momentum;
  const [d0, d1, d2, d3, d4] = signal.draws;
  const score = round(35 + 60 * d3, 1);
  const row: NewPositionRow = {
    symbol: signal.symbol,
    direction,
    entryPrice,
    stopLoss: levels.stopLoss,
    tp1: levels.tp1,
    tp2: levels.tp2,
    tp3: levels.tp3,
    ...positionSizesOf(settings),
    ...targetHitsOfState(state),
    openedAt: new Date(entryTime),
    status: 'open',
    riskScore: round(clamp(1.5 + 6 * d2 + market.volatilityIndex / 40, 1, 10), 1),
    forcePercentage: round(clamp(35 + 55 * d1 + 10 * Math.tanh(momentumInDirection), 0, 100), 1),
    score,
    score2: round(clamp(0.6 * score + 40 * d4 - 5, 0, 100), 1),
    trendConfidence: round(
      clamp(52 + 28 * Math.tanh(momentumInDirection / market.atrValue) + 30 * (d0 - 0.5), 0, 100),
      1,
    ),
    atrValue: round(market.atrValue, 4),
    volumeRatio: round(market.volumeRatio, 3),
    marketVolatilityIndex: round(market.volatilityIndex, 1),
    shouldWork: signal.shouldWork,
    isSpot: signal.isSpot,
    isGolden: signal.isGolden,
    openByAdmin: signal.openByAdmin,
    isSignalFromTelegram: signal.isSignalFromTelegram,
    isOpportunity: signal.isOpportunity,
    traderId: signal.traderId,
  };
  if (state.closed)
    return { row: closedRow(row, state, state.exitPrice, state.exitTime, state.exitReason!), closed: true };
  if (manualExit)
    return {
      row: closedRow(row, state, manualExit.price, manualExit.time, MANUAL_CLOSE_REASON),
      closed: true,
    };
  return { row, closed: false };
}

function closedRow(
  row: NewPositionRow,
  state: TradeState,
  exitPrice: number,
  exitTime: number,
  reason: string,
): NewPositionRow {
  const hits = targetHitsOfState(state);
  return {
    ...row,
    ...hits,
    status: 'closed',
    exitPrice,
    closedAt: new Date(exitTime),
    closeReason: reason,
    finalProfitPercentage: weightedProfitPercentage(
      {
        symbol: row.symbol,
        direction: row.direction,
        entryPrice: row.entryPrice,
        tp3: row.tp3,
        tp1Size: row.tp1Size,
        tp2Size: row.tp2Size,
        shouldWork: row.shouldWork ?? true,
        ...hits,
      },
      exitPrice,
    ),
  };
}

interface MarketFields {
  /** Percent move of the last hour. */
  momentum: number;
  /** Average true range of the last 14 hourly bars, percent of the price. */
  atrValue: number;
  /** Volume of the last 15 minutes over the mean 15-minute volume of the last 14 hours. */
  volumeRatio: number;
  /** Realised volatility of the last 4 hours as a daily percent, times 10, capped at 100. */
  volatilityIndex: number;
}

/** The market-derived fields of a signal at candle `i`, from the candles before it only. */
function marketFields(candles: CandleColumns, i: number): MarketFields {
  const close = candles.close[i]!;
  const momentum = profitPercentage('LONG', candles.close[i - 60]! || close, close);
  let trueRanges = 0;
  for (let bar = 0; bar < 14; bar++) {
    let high = 0;
    let low = Infinity;
    for (let j = i - 60 * (bar + 1) + 1; j <= i - 60 * bar; j++) {
      if (!candles.present[j]) continue;
      high = Math.max(high, candles.high[j]!);
      low = Math.min(low, candles.low[j]!);
    }
    if (low !== Infinity) trueRanges += high - low;
  }
  let recent = 0;
  let total = 0;
  for (let j = i - LOOKBACK_MINUTES + 1; j <= i; j++) {
    total += candles.volume[j]!;
    if (j > i - 15) recent += candles.volume[j]!;
  }
  let sumSquares = 0;
  let returns = 0;
  for (let j = i - 239; j <= i; j++) {
    const previous = candles.close[j - 1]!;
    if (!(previous > 0) || !(candles.close[j]! > 0)) continue;
    const r = Math.log(candles.close[j]! / previous);
    sumSquares += r * r;
    returns++;
  }
  const dailyVolPercent = returns > 0 ? Math.sqrt((sumSquares / returns) * 1440) * 100 : 0;
  const meanQuarter = total / (LOOKBACK_MINUTES / 15);
  return {
    momentum,
    atrValue: Math.max(0.01, ((trueRanges / 14) * 100) / close),
    volumeRatio: meanQuarter > 0 ? recent / meanQuarter : 1,
    volatilityIndex: clamp(dailyVolPercent * 10, 0, 100),
  };
}
