/**
 * What each trading parameter does, in English: the one text the server's catalogue sends as `description` and the
 * console shows as the parameter's help in English (docs/trading-parameters.md, The catalogue). Other languages
 * translate it in the console's catalogue, which must name every key here. No validation library: the console's
 * English texts load with its first screen (docs/performance.md).
 */
export const TRADING_PARAMETER_DESCRIPTIONS = {
  DEFAULT_STOP_LOSS_PERCENT:
    'Stop loss of a new position, percent of the entry (negative: against the trade)',
  DEFAULT_TP1_PERCENT: 'Take profit 1 of a new position, percent of the entry in its favour',
  DEFAULT_TP2_PERCENT: 'Take profit 2 of a new position, percent of the entry in its favour',
  DEFAULT_TP3_PERCENT: 'Take profit 3 of a new position, percent of the entry in its favour',
  TP1_SIZE_PERCENT: 'Percent of a new position closed at take profit 1',
  TP2_SIZE_PERCENT: 'Percent of a new position closed at take profit 2',
  BREAKEVEN_PERCENT: 'Where breakeven 1 moves the stop after take profit 1, percent of the entry',
  ENABLE_BREAKEVEN_1: 'Move the stop to the breakeven percent after take profit 1',
  ENABLE_BREAKEVEN_2: 'Move the stop to the entry price after take profit 2',
  MAX_POSITION_DURATION_HOURS: 'Hours after which the monitor closes a position at the live price (TIMEOUT)',
  MAX_OPEN_POSITIONS: 'Most worked positions open at once',
  ONE_POSITION_PER_SYMBOL_DIRECTION: 'Refuse a second worked open position on the same symbol and direction',
  MARKET_STRATEGY:
    'TREND: 4/5 pattern, spread 0-3.5 %. SHAKY: 7/9 pattern, spread 0.7-3.1 %, volume 50-100 %',
  SIGNAL_MIN_FORCE_PERCENTAGE: 'Lowest force percentage of a signal that is worked',
  SIGNAL_MAX_RISK_SCORE: 'Highest risk score (out of 10) of a signal that is worked',
  SIGNAL_TREND_CONFIDENCE: 'Lowest trend confidence of a signal that is worked',
  SIGNAL_SIGNALS_REQUIRED: 'Signals on the same symbol and direction needed to confirm one',
  SIGNAL_CONFIRMATION_WINDOW_MINUTES: 'Minutes within which confirming signals count',
  SIGNAL_MAX_REPETITIONS: 'Trades allowed on one symbol and direction within the repetition window',
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
  TRADER_TRACKER_MIN_TRADERS: 'Followed traders that must agree before a golden position opens',
  TRADER_TRACKER_REFRESH_MINUTES: 'Minutes between two reads of the followed traders',
  SCALPING_ENABLED: 'Open scalping positions',
  SCALPING_TP_PERCENT: 'Take profit of a scalping position, percent of the entry',
  STRIPE_MONTHLY_PRICE_ID: 'Stripe price id of the monthly plan',
  STRIPE_YEARLY_PRICE_ID: 'Stripe price id of the yearly plan',
  STRIPE_SECRET_KEY: 'Stripe secret API key (sk_...); shown masked',
  MONTHLY_PLAN_PRICE: 'Displayed price of the monthly plan, EUR',
  OPPORTUNITY_IS_ENABLED: 'Detect opportunities',
  OPPORTUNITY_AUTO_OPEN: 'Open detected opportunities automatically',
  OPPORTUNITY_PLAY_SUPPORT_RESISTANCE: 'Trade bounces on support and resistance levels',
  OPPORTUNITY_IS_INVERT_DIRECTION: 'Open opportunities in the opposite direction',
  OPPORTUNITY_SCORE: 'Lowest score of an opportunity (0 to 100)',
};

/** A key of the trading parameters' catalogue. */
export type TradingParameterKey = keyof typeof TRADING_PARAMETER_DESCRIPTIONS;
