/**
 * The backtest configuration of docs/backtest.md, Configuration, with its defaults, and the closed sets its
 * select-like fields draw from. Units are in each field's JSDoc. Fields marked "no input" have no
 * on-screen control but are sent, validated and echoed all the same.
 */

/** Position fields the custom filter may test (docs/backtest.md, Configuration). */
export const CUSTOM_FILTER_FIELDS = [
  'riskScore',
  'atrValue',
  'volumeRatio',
  'marketVolatilityIndex',
] as const;
export type CustomFilterField = (typeof CUSTOM_FILTER_FIELDS)[number];

/** Comparison operators of the custom filter (docs/backtest.md, 2. Filters). */
export const CUSTOM_FILTER_OPERATORS = ['<', '<=', '>', '>=', '=', '!='] as const;
export type CustomFilterOperator = (typeof CUSTOM_FILTER_OPERATORS)[number];

export interface BacktestConfig {
  // Dataset and risk
  /** Number of most recent closed positions replayed (1..2000). */
  positionCount: number;
  /** Starting balance, USD. */
  initialBalance: number;
  /** Margin per trade, USD (the field name says "Euro" for history's sake). */
  positionSizeEuro: number;
  /** Leverage multiplier; notional = positionSizeEuro * leverage. */
  leverage: number;
  /** Use startDate/endDate instead of positionCount. */
  useDateRange: boolean;
  /** UTC date `YYYY-MM-DD`, inclusive from 00:00:00.000. */
  startDate: string | null;
  /** UTC date `YYYY-MM-DD`, inclusive to 23:59:59.999. */
  endDate: string | null;
  /** Use only candles already stored. */
  useCacheOnly: boolean;
  /** Maximum trade duration, hours. */
  maximumTimePositionExecution: number;
  /** Maximum signal riskScore (no input). */
  riskScore: number;
  /** Minimum signal forcePercentage. */
  forcePercentage: number;
  /** Minimum signal trendConfidence. */
  trendConfidence: number;

  // Timing and signals
  /** Minutes waited after the signal before the pattern search. */
  waitTimeMinutes: number;
  /** Live detection: candles in the direction needed (no input). */
  candlesRequired: number;
  /** Live detection: candles looked at (no input). */
  totalCandles: number;
  /** Confirming signals needed (no input). */
  signalsRequired: number;
  /** Window for confirming signals, minutes (no input). */
  signalTimeWindowMinutes: number;
  /** Earlier trades of the symbol that make a signal a repetition (no input). */
  nbrRepetition: number;
  /** Window for repetitions, minutes (no input). */
  timeWindows: number;

  // Targets and stops (percent of entry; negative means against the trade)
  stopLossPercent: number;
  tp1Percent: number;
  tp2Percent: number;
  tp3Percent: number;
  /** Breakeven 1 stop after TP1, percent of entry. */
  breakEvenPercent: number;
  /** Percent of the position closed at TP1. */
  tp1ExitPercent: number;
  /** Percent of the position closed at TP2. */
  tp2ExitPercent: number;
  enableBreakeven1: boolean;
  enableBreakeven2: boolean;
  /** On an inverse pattern, trade the signal's direction (true) or the pattern's (false). */
  followInitialDirection: boolean;

  // Custom filter
  customFilterEnabled: boolean;
  customFilterField: CustomFilterField;
  customFilterOperator: CustomFilterOperator;
  customFilterValue: number;

  // Spread and candle size (percent)
  minPriceSpreadPercent: number;
  maxPriceSpreadPercent: number;
  maxCandleSize: number;

  // Reversal (no input)
  enableReversal: boolean;
  reversalWaitTimeMinutes: number;
  reversalThresholdPercent: number;

  // Pattern search
  maxPatternSearchMinutes: number;
  pattern1MinCandles: number;
  pattern2MinCandles: number;
  waitBetweenPatternsMinutes: number;
  totalCandlesToAnalyze: number;
  openAfterFirstPatternOnly: boolean;
  acceptInversePatterns: boolean;

  // Early reversal during the wait (percent, candles)
  earlyReversalThreshold: number;
  earlyReversalCandles: number;
  singleCandleReversalThreshold: number;

  // Volume filters
  minVolumeMultiplier: number;
  minBuyerRatioMultiplier: number;
  volumeLookbackPeriod: number;

  // Bitcoin protection
  enableBtcProtection: boolean;
  btcVolumeMultiplier: number;
  btcLookbackPeriod: number;
  /** Percent body. */
  btcMinCandleSize: number;

  /** Fee per leg, percent of the leg's notional (our addition; default 0). */
  feePercent: number;
}

export const DEFAULT_BACKTEST_CONFIG: Readonly<BacktestConfig> = Object.freeze({
  positionCount: 1000,
  initialBalance: 10000,
  positionSizeEuro: 100,
  leverage: 10,
  useDateRange: false,
  startDate: null,
  endDate: null,
  useCacheOnly: true,
  maximumTimePositionExecution: 210,
  riskScore: 10,
  forcePercentage: 50,
  trendConfidence: 40,

  waitTimeMinutes: 10,
  candlesRequired: 9,
  totalCandles: 10,
  signalsRequired: 1,
  signalTimeWindowMinutes: 1,
  nbrRepetition: 1,
  timeWindows: 15,

  stopLossPercent: -3.9,
  tp1Percent: 1.6,
  tp2Percent: 3.2,
  tp3Percent: 5.6,
  breakEvenPercent: -2.5,
  tp1ExitPercent: 15,
  tp2ExitPercent: 60,
  enableBreakeven1: true,
  enableBreakeven2: true,
  followInitialDirection: true,

  customFilterEnabled: false,
  customFilterField: 'riskScore',
  customFilterOperator: '<=',
  customFilterValue: 10,

  minPriceSpreadPercent: 1,
  maxPriceSpreadPercent: 3,
  maxCandleSize: 1.5,

  enableReversal: false,
  reversalWaitTimeMinutes: 30,
  reversalThresholdPercent: 2.5,

  maxPatternSearchMinutes: 150,
  pattern1MinCandles: 4,
  pattern2MinCandles: 4,
  waitBetweenPatternsMinutes: 5,
  totalCandlesToAnalyze: 5,
  openAfterFirstPatternOnly: false,
  acceptInversePatterns: true,

  earlyReversalThreshold: 1.5,
  earlyReversalCandles: 5,
  singleCandleReversalThreshold: 1.1,

  minVolumeMultiplier: 1,
  minBuyerRatioMultiplier: 1,
  volumeLookbackPeriod: 20,

  enableBtcProtection: false,
  btcVolumeMultiplier: 4,
  btcLookbackPeriod: 20,
  btcMinCandleSize: 0.28,

  feePercent: 0,
});

export type BacktestConfigKey = keyof BacktestConfig;

/** Every key of the configuration, in the order of docs/backtest.md, Configuration. */
export const BACKTEST_CONFIG_KEYS = Object.keys(DEFAULT_BACKTEST_CONFIG) as BacktestConfigKey[];

/** Fields parsed as integers (docs/backtest.md, Configuration); every other number is a decimal. */
export const BACKTEST_INTEGER_FIELDS = [
  'positionCount',
  'maximumTimePositionExecution',
  'waitTimeMinutes',
  'candlesRequired',
  'totalCandles',
  'signalsRequired',
  'signalTimeWindowMinutes',
  'nbrRepetition',
  'timeWindows',
  'tp1ExitPercent',
  'tp2ExitPercent',
  'reversalWaitTimeMinutes',
  'maxPatternSearchMinutes',
  'pattern1MinCandles',
  'pattern2MinCandles',
  'waitBetweenPatternsMinutes',
  'totalCandlesToAnalyze',
  'earlyReversalCandles',
  'volumeLookbackPeriod',
  'btcLookbackPeriod',
] as const satisfies readonly BacktestConfigKey[];
