import type { NumberRule } from './number-rule';

/**
 * The bounds of the trading parameters that are no backtest quantity (docs/trading-parameters.md, "Bounds"). The
 * parameters that are the same quantity as a backtest field take that field's row of the backtest rule table
 * (core/backtest/config-rules.ts) instead, so every number rule of the service, with its input step, lives in core.
 */
export const PARAMETER_OWN_NUMBER_RULES = {
  MAX_OPEN_POSITIONS: { integer: true, min: 0, max: 10_000, step: 1 },
  TRADER_TRACKER_MIN_TRADERS: { integer: true, min: 1, max: 100, step: 1 },
  /** A day at most. */
  TRADER_TRACKER_REFRESH_MINUTES: { integer: true, min: 1, max: 1440, step: 1 },
  /** EUR. */
  MONTHLY_PLAN_PRICE: { integer: false, min: 0, max: 1_000_000, step: 0.1 },
  /** A text parameter that holds a score 0 to 100. */
  OPPORTUNITY_SCORE: { integer: false, min: 0, max: 100, step: 1 },
} as const satisfies Record<string, NumberRule>;

export type ParameterOwnRuleKey = keyof typeof PARAMETER_OWN_NUMBER_RULES;
