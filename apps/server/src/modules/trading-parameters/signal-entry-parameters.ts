import type { ParameterType } from '@signaldesk/contracts/trading-parameters';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import {
  BACKTEST_CHOICES,
  BACKTEST_NUMBER_RULES,
  isNumberField,
} from '@signaldesk/core/backtest/config-rules';
import { SIGNAL_ENTRY_LINKS } from '@signaldesk/core/rules/live-backtest-mapping';

/**
 * The Signal Manager's entry rules as live parameters (docs/signals.md, "The live configuration"): each key is one
 * field of the backtest configuration (which one: core's one mapping, `SIGNAL_ENTRY_LINKS`, docs/trading-parameters.md,
 * "Live and backtest: one table"), with that field's type, bounds and default, so the live entry search reads
 * exactly the values a backtest would be given. Here: each key's description.
 */
const DESCRIPTIONS: Record<SignalEntryKey, string> = {
  SIGNAL_TREND_CONFIDENCE: 'Lowest trend confidence of a signal that is worked',
  SIGNAL_SIGNALS_REQUIRED: 'Signals on the same symbol and direction needed to confirm one',
  SIGNAL_CONFIRMATION_WINDOW_MINUTES: 'Minutes within which confirming signals count',
  SIGNAL_MAX_REPETITIONS: 'Trades allowed on one symbol and direction within the window below',
  SIGNAL_REPETITION_WINDOW_MINUTES: 'Minutes of the repetition window',
  SIGNAL_WAIT_TIME_MINUTES: 'Minutes watched after a signal before the pattern search',
  SIGNAL_EARLY_REVERSAL_PERCENT: 'Move against the signal during the wait that reverses it, percent',
  SIGNAL_EARLY_REVERSAL_CANDLES: 'Consecutive candles against the signal that reverse it',
  SIGNAL_SINGLE_CANDLE_REVERSAL_PERCENT: 'Body of one candle against the signal that reverses it, percent',
  SIGNAL_PATTERN_SEARCH_MINUTES: 'Minutes of the pattern search after the wait',
  SIGNAL_PATTERN_WINDOW_CANDLES: 'Candles in each window the pattern search reads',
  SIGNAL_PATTERN1_MIN_CANDLES: 'Candles of the window in the direction for pattern #1',
  SIGNAL_PATTERN2_MIN_CANDLES: 'Candles of the window in the direction for pattern #2',
  SIGNAL_WAIT_BETWEEN_PATTERNS_MINUTES: 'Minutes between pattern #1 and the search for pattern #2',
  SIGNAL_OPEN_AFTER_FIRST_PATTERN: 'Enter at pattern #1 without waiting for pattern #2',
  SIGNAL_ACCEPT_INVERSE_PATTERNS: 'Accept a pattern against the signal (an inverse pattern)',
  SIGNAL_FOLLOW_INITIAL_DIRECTION: "On an inverse pattern, keep the signal's direction",
  SIGNAL_MIN_PRICE_SPREAD_PERCENT: "Smallest move of a pattern's window, percent",
  SIGNAL_MAX_PRICE_SPREAD_PERCENT: "Largest move of a pattern's window, percent",
  SIGNAL_MAX_CANDLE_SIZE_PERCENT: 'Largest candle body inside a pattern, percent',
  SIGNAL_MIN_VOLUME_MULTIPLIER: "A pattern's volume against the candles before it, at least",
  SIGNAL_MIN_BUYER_RATIO_MULTIPLIER: "A pattern's taker share against the candles before it, at least",
  SIGNAL_VOLUME_LOOKBACK_CANDLES: 'Candles before a pattern its volume is compared with',
  SIGNAL_CUSTOM_FILTER_ENABLED: 'Work only the signals that pass the custom filter',
  SIGNAL_CUSTOM_FILTER_FIELD: 'The signal field the custom filter reads',
  SIGNAL_CUSTOM_FILTER_OPERATOR: 'How the custom filter compares it',
  SIGNAL_CUSTOM_FILTER_VALUE: 'The value the custom filter compares it with',
};

export type SignalEntryKey = (typeof SIGNAL_ENTRY_LINKS)[number]['key'];
export type SignalEntryField = (typeof SIGNAL_ENTRY_LINKS)[number]['field'];

function typeOf(field: SignalEntryField): ParameterType {
  if (isNumberField(field)) {
    // The field's own row, named, so a refusal speaks the backtest's words (docs/trading-parameters.md, Bounds).
    const { min, max, exclusiveMin, exclusiveMax, integer, step } = BACKTEST_NUMBER_RULES[field];
    return { kind: 'number', min, max, exclusiveMin, exclusiveMax, integer, step, sameAs: field };
  }
  if (field === 'customFilterField' || field === 'customFilterOperator') {
    return { kind: 'select', options: [...BACKTEST_CHOICES[field].options] };
  }
  return { kind: 'boolean' };
}

/** Each entry key with the backtest field it sets. */
export const SIGNAL_ENTRY_FIELDS: ReadonlyArray<{ key: SignalEntryKey; field: SignalEntryField }> =
  SIGNAL_ENTRY_LINKS.map(({ key, field }) => ({ key, field }));

/** The catalogue rows of the entry keys (group Signal Manager), in the order above. */
export const SIGNAL_ENTRY_DEFINITIONS = SIGNAL_ENTRY_LINKS.map(({ key, field }) => ({
  key,
  group: 'Signal Manager' as const,
  type: typeOf(field),
  defaultValue: String(DEFAULT_BACKTEST_CONFIG[field]),
  description: DESCRIPTIONS[key],
}));
