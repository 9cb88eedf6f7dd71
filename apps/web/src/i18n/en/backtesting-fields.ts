import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';

/**
 * The backtest form's fields (docs/backtesting-screen.md, Inputs): label, help in the engine's own terms
 * (docs/backtest.md) and the unit shown after the value. Every field with an input on screen, and only those:
 * the keys are checked against the engine's configuration.
 */
export const backtestingFields = {
  positionCount: {
    label: 'Positions count',
    help: 'Number of most recent closed positions (max: 2000)',
  },
  startDate: { label: 'Start date (UTC)', help: 'Replays positions opened from 00:00:00 UTC of this day.' },
  endDate: { label: 'End date (UTC)', help: 'Up to 23:59:59.999 UTC of this day, inclusive.' },
  useCacheOnly: {
    label: 'Use cached candles only',
    help: 'On: only candles already stored are used; a signal missing candles is ignored (data). Off: missing spans are fetched from the exchange first.',
  },
  initialBalance: {
    label: 'Initial balance',
    help: 'Starting balance. Final balance = initial + total P&L; ROI is total P&L over it.',
    suffix: ' USD',
  },
  forcePercentage: {
    label: 'Min force %',
    help: 'Ignores a signal whose forcePercentage is below this (a missing value passes).',
  },
  trendConfidence: {
    label: 'Min trend confidence',
    help: 'Ignores a signal whose trendConfidence is below this (a missing value passes).',
  },
  customFilterEnabled: {
    label: 'Custom filter',
    help: 'Keeps only signals where field operator value holds; a signal without the field is ignored.',
  },
  customFilterField: { label: 'Filter field', help: 'Signal field tested by the custom filter.' },
  customFilterOperator: { label: 'Filter operator', help: 'Comparison applied as signal field OP value.' },
  customFilterValue: {
    label: 'Filter value',
    help: 'Compared with the signal field; 0 when not a number.',
  },
  positionSizeEuro: {
    label: 'Position size',
    help: 'Margin per trade. Notional = size × leverage; capital risked = trades × size.',
    suffix: ' USD',
  },
  leverage: {
    label: 'Leverage',
    help: 'Multiplies the margin into the notional each exit’s P&L is computed on.',
    suffix: '×',
  },
  waitTimeMinutes: {
    label: 'Waiting time',
    help: 'Candles watched after the signal before the pattern search starts; an early reversal in them opens the opposite trade.',
    suffix: ' min',
  },
  feePercent: {
    label: 'Fee per leg',
    help: 'Taken on entry and on each exit, in percent of that portion’s notional (0 = no fees).',
    suffix: ' %',
  },
  minPriceSpreadPercent: {
    label: 'Min price spread',
    help: 'A run’s move from its first open to its last close must be at least this, in the pattern’s direction.',
    suffix: ' %',
  },
  maxPriceSpreadPercent: {
    label: 'Max price spread',
    help: 'And at most this.',
    suffix: ' %',
  },
  maxCandleSize: {
    label: 'Max candle size',
    help: 'No candle of a run may have a body above this percent.',
    suffix: ' %',
  },
  maxPatternSearchMinutes: {
    label: 'Max pattern search',
    help: 'Search window after the wait; no pattern inside it ignores the signal (no entry).',
    suffix: ' min',
  },
  totalCandlesToAnalyze: {
    label: 'Total candles to analyze',
    help: 'Length of each run of consecutive candles a pattern is judged on.',
  },
  pattern1MinCandles: {
    label: 'Pattern #1 min candles',
    help: 'Candles of the run that must move with the direction for pattern #1.',
  },
  pattern2MinCandles: {
    label: 'Pattern #2 min candles',
    help: 'The same for pattern #2, searched after pattern #1.',
  },
  waitBetweenPatternsMinutes: {
    label: 'Wait between patterns',
    help: 'Minutes after pattern #1’s last candle before pattern #2 may start.',
    suffix: ' min',
  },
  openAfterFirstPatternOnly: {
    label: 'Open after first pattern only',
    help: 'Enters at the close of pattern #1 without searching for pattern #2.',
  },
  acceptInversePatterns: {
    label: 'Accept inverse patterns',
    help: 'When the signal’s direction does not qualify at a start, a pattern in the opposite direction counts.',
  },
  followInitialDirection: {
    label: 'Follow initial direction',
    help: 'After an inverse pattern, trade the signal’s direction (on, a pull-back entry) or the pattern’s (off).',
  },
  earlyReversalThreshold: {
    label: 'Consecutive reversal threshold',
    help: 'N consecutive candles against the signal whose cumulative move is above this percent open the opposite trade at once.',
    suffix: ' %',
  },
  earlyReversalCandles: {
    label: 'Consecutive candles (N)',
    help: 'How many consecutive candles against the signal the rule above needs.',
  },
  singleCandleReversalThreshold: {
    label: 'Single candle threshold',
    help: 'One candle against the signal with a body above this percent opens the opposite trade at once.',
    suffix: ' %',
  },
  minVolumeMultiplier: {
    label: 'Min volume multiplier',
    help: 'A run’s mean volume must be at least this × the mean volume of the lookback candles before it.',
    suffix: '×',
  },
  minBuyerRatioMultiplier: {
    label: 'Min buyer ratio multiplier',
    help: 'A run’s taker-buy share (taker-sell for SHORT) must be at least this × the lookback’s share.',
    suffix: '×',
  },
  volumeLookbackPeriod: {
    label: 'Volume lookback',
    help: 'Candles just before the run that the volume and pressure checks compare with.',
    suffix: ' candles',
  },
  enableBtcProtection: {
    label: 'Bitcoin protection',
    help: 'Closes a LONG on a bearish BTC pattern and a SHORT on a bullish one: 2 of the last 3 BTC candles in one direction with high volume, one of them big enough (BTC_EMERGENCY).',
  },
  btcVolumeMultiplier: {
    label: 'BTC volume multiplier',
    help: 'A BTC candle counts when its volume is at least this × the lookback’s mean volume.',
    suffix: '×',
  },
  btcLookbackPeriod: {
    label: 'BTC lookback',
    help: 'BTC candles before the last 3 whose mean volume is the reference.',
    suffix: ' candles',
  },
  btcMinCandleSize: {
    label: 'BTC min candle size',
    help: 'At least one counting BTC candle needs a body of at least this percent.',
    suffix: ' %',
  },
  stopLossPercent: {
    label: 'Stop loss',
    help: 'Percent of entry against the trade. Checked first in every candle; a gap fills at the candle’s open.',
    suffix: ' %',
  },
  tp1Percent: {
    label: 'Take profit 1',
    help: 'Percent of entry in the trade’s favour; the TP1 portion exits there.',
    suffix: ' %',
  },
  tp2Percent: {
    label: 'Take profit 2',
    help: 'Reached only after TP1; the TP2 portion exits there.',
    suffix: ' %',
  },
  tp3Percent: {
    label: 'Take profit 3',
    help: 'Reached only after TP2; TP3 closes the remainder after the TP1 and TP2 portions.',
    suffix: ' %',
  },
  enableBreakeven1: {
    label: 'Breakeven 1',
    help: 'After TP1, moves the stop loss to the breakeven percent (when tighter), from the next candle.',
  },
  breakEvenPercent: {
    label: 'Breakeven 1 level',
    help: 'Stop after TP1, in percent of entry (negative: against the trade).',
    suffix: ' %',
  },
  enableBreakeven2: {
    label: 'Breakeven 2',
    help: 'After TP2, moves the stop loss to the entry price, from the next candle.',
  },
  tp1ExitPercent: {
    label: 'TP1 exit',
    help: 'Percent of the position closed at TP1.',
    suffix: ' %',
  },
  tp2ExitPercent: {
    label: 'TP2 exit',
    help: 'Percent of the position closed at TP2, at most what TP1 left; TP3 closes the rest.',
    suffix: ' %',
  },
  maximumTimePositionExecution: {
    label: 'Max position duration',
    help: 'Hours after entry; the first candle closing at or past it exits the remainder at its close (TIMEOUT).',
    suffix: ' h',
  },
} satisfies Partial<Record<BacktestConfigKey, { label: string; help: string; suffix?: string }>>;
