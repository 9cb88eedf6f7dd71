import type { ParameterType } from '@signaldesk/contracts/trading-parameters';
import { type BacktestConfigKey, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import {
  BACKTEST_CHOICES,
  BACKTEST_NUMBER_RULES,
  isNumberField,
} from '@signaldesk/core/backtest/config-rules';

/**
 * The Signal Manager's entry rules as live parameters (docs/signals.md, "The live configuration"): each key is one
 * field of the backtest configuration, with that field's type, bounds and default, so the live entry search reads
 * exactly the values a backtest would be given.
 */
const ENTRY_FIELDS = [
  ['SIGNAL_TREND_CONFIDENCE', 'trendConfidence', 'Lowest trend confidence of a signal that is worked'],
  [
    'SIGNAL_SIGNALS_REQUIRED',
    'signalsRequired',
    'Signals on the same symbol and direction needed to confirm one',
  ],
  [
    'SIGNAL_CONFIRMATION_WINDOW_MINUTES',
    'signalTimeWindowMinutes',
    'Minutes within which confirming signals count',
  ],
  [
    'SIGNAL_MAX_REPETITIONS',
    'nbrRepetition',
    'Trades allowed on one symbol and direction within the window below',
  ],
  ['SIGNAL_REPETITION_WINDOW_MINUTES', 'timeWindows', 'Minutes of the repetition window'],
  ['SIGNAL_WAIT_TIME_MINUTES', 'waitTimeMinutes', 'Minutes watched after a signal before the pattern search'],
  [
    'SIGNAL_EARLY_REVERSAL_PERCENT',
    'earlyReversalThreshold',
    'Move against the signal during the wait that reverses it, percent',
  ],
  [
    'SIGNAL_EARLY_REVERSAL_CANDLES',
    'earlyReversalCandles',
    'Consecutive candles against the signal that reverse it',
  ],
  [
    'SIGNAL_SINGLE_CANDLE_REVERSAL_PERCENT',
    'singleCandleReversalThreshold',
    'Body of one candle against the signal that reverses it, percent',
  ],
  [
    'SIGNAL_PATTERN_SEARCH_MINUTES',
    'maxPatternSearchMinutes',
    'Minutes of the pattern search after the wait',
  ],
  [
    'SIGNAL_PATTERN_WINDOW_CANDLES',
    'totalCandlesToAnalyze',
    'Candles in each window the pattern search reads',
  ],
  [
    'SIGNAL_PATTERN1_MIN_CANDLES',
    'pattern1MinCandles',
    'Candles of the window in the direction for pattern #1',
  ],
  [
    'SIGNAL_PATTERN2_MIN_CANDLES',
    'pattern2MinCandles',
    'Candles of the window in the direction for pattern #2',
  ],
  [
    'SIGNAL_WAIT_BETWEEN_PATTERNS_MINUTES',
    'waitBetweenPatternsMinutes',
    'Minutes between pattern #1 and the search for pattern #2',
  ],
  [
    'SIGNAL_OPEN_AFTER_FIRST_PATTERN',
    'openAfterFirstPatternOnly',
    'Enter at pattern #1 without waiting for pattern #2',
  ],
  [
    'SIGNAL_ACCEPT_INVERSE_PATTERNS',
    'acceptInversePatterns',
    'Accept a pattern against the signal (an inverse pattern)',
  ],
  [
    'SIGNAL_FOLLOW_INITIAL_DIRECTION',
    'followInitialDirection',
    "On an inverse pattern, keep the signal's direction",
  ],
  [
    'SIGNAL_MIN_PRICE_SPREAD_PERCENT',
    'minPriceSpreadPercent',
    "Smallest move of a pattern's window, percent",
  ],
  ['SIGNAL_MAX_PRICE_SPREAD_PERCENT', 'maxPriceSpreadPercent', "Largest move of a pattern's window, percent"],
  ['SIGNAL_MAX_CANDLE_SIZE_PERCENT', 'maxCandleSize', 'Largest candle body inside a pattern, percent'],
  [
    'SIGNAL_MIN_VOLUME_MULTIPLIER',
    'minVolumeMultiplier',
    "A pattern's volume against the candles before it, at least",
  ],
  [
    'SIGNAL_MIN_BUYER_RATIO_MULTIPLIER',
    'minBuyerRatioMultiplier',
    "A pattern's taker share against the candles before it, at least",
  ],
  [
    'SIGNAL_VOLUME_LOOKBACK_CANDLES',
    'volumeLookbackPeriod',
    'Candles before a pattern its volume is compared with',
  ],
  [
    'SIGNAL_CUSTOM_FILTER_ENABLED',
    'customFilterEnabled',
    'Work only the signals that pass the custom filter',
  ],
  ['SIGNAL_CUSTOM_FILTER_FIELD', 'customFilterField', 'The signal field the custom filter reads'],
  ['SIGNAL_CUSTOM_FILTER_OPERATOR', 'customFilterOperator', 'How the custom filter compares it'],
  ['SIGNAL_CUSTOM_FILTER_VALUE', 'customFilterValue', 'The value the custom filter compares it with'],
] as const satisfies readonly (readonly [string, BacktestConfigKey, string])[];

export type SignalEntryKey = (typeof ENTRY_FIELDS)[number][0];
export type SignalEntryField = (typeof ENTRY_FIELDS)[number][1];

function typeOf(field: SignalEntryField): ParameterType {
  if (isNumberField(field)) {
    const { min, max, exclusiveMin, exclusiveMax, integer } = BACKTEST_NUMBER_RULES[field];
    return { kind: 'number', min, max, exclusiveMin, exclusiveMax, integer };
  }
  if (field === 'customFilterField' || field === 'customFilterOperator') {
    return { kind: 'select', options: [...BACKTEST_CHOICES[field].options] };
  }
  return { kind: 'boolean' };
}

/** Each entry key with the backtest field it sets. */
export const SIGNAL_ENTRY_FIELDS: ReadonlyArray<{ key: SignalEntryKey; field: SignalEntryField }> =
  ENTRY_FIELDS.map(([key, field]) => ({ key, field }));

/** The catalogue rows of the entry keys (group Signal Manager), in the order above. */
export const SIGNAL_ENTRY_DEFINITIONS = ENTRY_FIELDS.map(([key, field, description]) => ({
  key,
  group: 'Signal Manager' as const,
  type: typeOf(field),
  defaultValue: String(DEFAULT_BACKTEST_CONFIG[field]),
  description,
}));
