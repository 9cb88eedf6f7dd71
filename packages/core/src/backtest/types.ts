import type { PositionCategory } from '../position/category';
import type { Direction } from '../position/profit';
import type { Breakout } from './breakout';
import type { BacktestConfig } from './config';

/** Every exit reason a backtest trade can end with (docs/backtest.md, 5. The trade). */
export const EXIT_REASONS = [
  'TP1',
  'TP2',
  'TP3',
  'SL',
  'BREAKEVEN_1',
  'BREAKEVEN_2',
  'TIMEOUT',
  'BTC_EMERGENCY',
  'REVERSAL',
] as const;

/** The close reason of a position an administrator closed by hand; live only, a backtest never ends a trade so. */
export const MANUAL_CLOSE_REASON = 'TRADERS_EXIT';
export type ExitReason = (typeof EXIT_REASONS)[number];

export const TARGET_NAMES = ['TP1', 'TP2', 'TP3'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** Why a selected signal produced no trade (docs/backtest.md, 2. Filters). */
export const IGNORED_REASONS = [
  'riskScore',
  'forcePercentage',
  'trendConfidence',
  'customFilter',
  'confirmation',
  'repetition',
  'data',
  'noEntry',
  'lateEntry',
  'pending',
] as const;
export type IgnoredReason = (typeof IGNORED_REASONS)[number];

/** A closed position replayed as a signal. Times are ms since epoch (UTC). */
export interface BacktestSignal {
  id: number;
  symbol: string;
  direction: Direction;
  openedAt: number;
  riskScore?: number | null;
  forcePercentage?: number | null;
  trendConfidence?: number | null;
  atrValue?: number | null;
  volumeRatio?: number | null;
  marketVolatilityIndex?: number | null;
  /** The position's category (golden, admin, signal, opportunity, other); absent counts as other. */
  category?: PositionCategory;
  /** A breakout entry: the signal waits for the price to cross instead of the pattern search (breakout.ts). */
  breakout?: Breakout;
}

export interface BacktestTrade {
  positionId: number;
  symbol: string;
  /** The signal's position category, for the breakdowns. */
  category: PositionCategory;
  direction: Direction;
  exitReason: ExitReason;
  /** USD, not rounded. */
  profitLoss: number;
  entryPrice: number;
  /** Price of the last exit. */
  exitPrice: number;
  /** ISO 8601 UTC with milliseconds: the signal's openedAt. */
  initialOpportunityTime: string;
  /** ISO 8601 UTC: close time of the entry candle. */
  entryTime: string;
  /** ISO 8601 UTC: close time of the candle of the last exit. */
  exitTime: string;
  /** Minutes from entry to exit. */
  duration: number;
  tpsHit: TargetName[];
}

export interface BacktestSummary {
  totalTrades: number;
  /** Percent of trades with profitLoss > 0. */
  winRate: number;
  totalProfitLoss: number;
  /** Percent of initialBalance. */
  returnOnInvestment: number;
  finalBalance: number;
  /** Minutes. */
  averageDuration: number;
  bestTrade: number;
  worstTrade: number;
  tp1Hits: number;
  tp2Hits: number;
  tp3Hits: number;
  stopLossHits: number;
  breakEven1Hits: number;
  breakEven2Hits: number;
  btcReversalHits: number;
  ignoredPositions: number;
  totalCapitalRisked: number;
  /** Addition: ignored signals by reason. */
  ignoredReasons: Record<IgnoredReason, number>;
  /** Addition: candles that reached both the active stop and a not-yet-hit target. */
  ambiguousCandles: number;
}

export interface BacktestResult {
  config: BacktestConfig;
  summary: BacktestSummary;
  trades: BacktestTrade[];
}
