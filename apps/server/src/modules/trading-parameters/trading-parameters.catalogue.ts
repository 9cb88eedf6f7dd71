import {
  PARAMETER_GROUPS,
  type ParameterGroup,
  type ParameterType,
} from '@signaldesk/contracts/trading-parameters';
import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';

export type { ParameterGroup, ParameterType };
export { PARAMETER_GROUPS };

export interface ParameterDefinition {
  key: string;
  group: ParameterGroup;
  type: ParameterType;
  /** The stored form of the value: numbers as decimal strings, booleans as 'true' or 'false'. */
  defaultValue: string;
  description: string;
  /** Never sent back in full, nor written in full to the audit log (docs/trading-parameters.md, Secrets). */
  secret?: boolean;
}

const d = DEFAULT_BACKTEST_CONFIG;
const number = (options: Omit<Extract<ParameterType, { kind: 'number' }>, 'kind'> = {}): ParameterType => ({
  kind: 'number',
  ...options,
});
const BOOLEAN: ParameterType = { kind: 'boolean' };
const TEXT: ParameterType = { kind: 'text' };

/**
 * The catalogue in code: every key the console may edit, with its group, type, default and description.
 * The Position Manager defaults are the backtest's defaults (docs/backtest.md, Configuration), so a live
 * position and a backtest of it use the same levels until an administrator changes them.
 */
export const PARAMETER_CATALOGUE = [
  // Position Manager: levels of a new position and the monitor's switches.
  {
    key: 'DEFAULT_STOP_LOSS_PERCENT',
    group: 'Position Manager',
    type: number({ max: 0 }),
    defaultValue: String(d.stopLossPercent),
    description: 'Stop loss of a new position, percent of the entry (negative: against the trade)',
  },
  {
    key: 'DEFAULT_TP1_PERCENT',
    group: 'Position Manager',
    type: number({ min: 0 }),
    defaultValue: String(d.tp1Percent),
    description: 'Take profit 1 of a new position, percent of the entry in its favour',
  },
  {
    key: 'DEFAULT_TP2_PERCENT',
    group: 'Position Manager',
    type: number({ min: 0 }),
    defaultValue: String(d.tp2Percent),
    description: 'Take profit 2 of a new position, percent of the entry in its favour',
  },
  {
    key: 'DEFAULT_TP3_PERCENT',
    group: 'Position Manager',
    type: number({ min: 0 }),
    defaultValue: String(d.tp3Percent),
    description: 'Take profit 3 of a new position, percent of the entry in its favour',
  },
  {
    key: 'TP1_SIZE_PERCENT',
    group: 'Position Manager',
    type: number({ min: 0, max: 100 }),
    defaultValue: String(d.tp1ExitPercent),
    description: 'Percent of a new position closed at take profit 1',
  },
  {
    key: 'TP2_SIZE_PERCENT',
    group: 'Position Manager',
    type: number({ min: 0, max: 100 }),
    defaultValue: String(d.tp2ExitPercent),
    description: 'Percent of a new position closed at take profit 2',
  },
  {
    key: 'BREAKEVEN_PERCENT',
    group: 'Position Manager',
    type: number(),
    defaultValue: String(d.breakEvenPercent),
    description: 'Where breakeven 1 moves the stop after take profit 1, percent of the entry',
  },
  {
    key: 'ENABLE_BREAKEVEN_1',
    group: 'Position Manager',
    type: BOOLEAN,
    defaultValue: String(d.enableBreakeven1),
    description: 'Move the stop to the breakeven percent after take profit 1',
  },
  {
    key: 'ENABLE_BREAKEVEN_2',
    group: 'Position Manager',
    type: BOOLEAN,
    defaultValue: String(d.enableBreakeven2),
    description: 'Move the stop to the entry price after take profit 2',
  },
  {
    key: 'MAX_POSITION_DURATION_HOURS',
    group: 'Position Manager',
    type: number({ min: 1 }),
    defaultValue: String(d.maximumTimePositionExecution),
    description: 'Hours after which the monitor closes a position at the live price (TIMEOUT)',
  },
  // Risk Manager: checks of a new position, skipped by forceAdmin.
  {
    key: 'MAX_OPEN_POSITIONS',
    group: 'Risk Manager',
    type: number({ min: 0, integer: true }),
    defaultValue: '20',
    description: 'Most worked positions open at once',
  },
  {
    key: 'ONE_POSITION_PER_SYMBOL_DIRECTION',
    group: 'Risk Manager',
    type: BOOLEAN,
    defaultValue: 'true',
    description: 'Refuse a second worked open position on the same symbol and direction',
  },
  // Signal Manager and Trader Tracker: read by the signal side of the service.
  {
    key: 'MARKET_STRATEGY',
    group: 'Signal Manager',
    type: { kind: 'select', options: ['TREND', 'SHAKY'] },
    defaultValue: 'TREND',
    description: 'TREND: 4/5 pattern, spread 0-3.5 %. SHAKY: 7/9 pattern, spread 0.7-3.1 %, volume 50-100 %',
  },
  {
    key: 'SIGNAL_MIN_FORCE_PERCENTAGE',
    group: 'Signal Manager',
    type: number({ min: 0, max: 100 }),
    defaultValue: String(d.forcePercentage),
    description: 'Lowest force percentage of a signal that is worked',
  },
  {
    key: 'SIGNAL_MAX_RISK_SCORE',
    group: 'Signal Manager',
    type: number({ min: 0, max: 10 }),
    defaultValue: String(d.riskScore),
    description: 'Highest risk score (out of 10) of a signal that is worked',
  },
  {
    key: 'TRADER_TRACKER_MIN_TRADERS',
    group: 'Trader Tracker',
    type: number({ min: 1, integer: true }),
    defaultValue: '3',
    description: 'Followed traders that must agree before a golden position opens',
  },
  {
    key: 'TRADER_TRACKER_REFRESH_MINUTES',
    group: 'Trader Tracker',
    type: number({ min: 1, integer: true }),
    defaultValue: '5',
    description: 'Minutes between two reads of the followed traders',
  },
  // Scalping.
  {
    key: 'SCALPING_ENABLED',
    group: 'Scalping',
    type: BOOLEAN,
    defaultValue: 'false',
    description: 'Open scalping positions',
  },
  {
    key: 'SCALPING_TP_PERCENT',
    group: 'Scalping',
    type: number({ min: 0 }),
    defaultValue: '0.6',
    description: 'Take profit of a scalping position, percent of the entry',
  },
  // Stripe Configuration: price ids of the subscription plans.
  {
    key: 'STRIPE_MONTHLY_PRICE_ID',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: 'price_demo_monthly',
    description: 'Stripe price id of the monthly plan',
  },
  {
    key: 'STRIPE_YEARLY_PRICE_ID',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: 'price_demo_yearly',
    description: 'Stripe price id of the yearly plan',
  },
  {
    key: 'STRIPE_SECRET_KEY',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: '',
    description: 'Stripe secret API key (sk_...); shown masked',
    secret: true,
  },
  {
    key: 'STRIPE_WEBHOOK_SECRET',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: '',
    description: 'Signing secret of the Stripe webhook (whsec_...); shown masked',
    secret: true,
  },
  {
    key: 'MONTHLY_PLAN_PRICE',
    group: 'Stripe Configuration',
    type: number({ min: 0 }),
    defaultValue: '29.9',
    description: 'Displayed price of the monthly plan, EUR',
  },
  // Opportunity.
  {
    key: 'OPPORTUNITY_IS_ENABLED',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'true',
    description: 'Detect opportunities',
  },
  {
    key: 'OPPORTUNITY_AUTO_OPEN',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
    description: 'Open detected opportunities automatically',
  },
  {
    key: 'OPPORTUNITY_PLAY_SUPPORT_RESISTANCE',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
    description: 'Trade bounces on support and resistance levels',
  },
  {
    key: 'OPPORTUNITY_IS_INVERT_DIRECTION',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
    description: 'Open opportunities in the opposite direction',
  },
  {
    key: 'OPPORTUNITY_SCORE',
    group: 'Opportunity',
    type: TEXT,
    defaultValue: '70',
    description: 'Lowest score of an opportunity',
  },
] as const satisfies readonly ParameterDefinition[];

export type ParameterKey = (typeof PARAMETER_CATALOGUE)[number]['key'];

const BY_KEY: ReadonlyMap<string, ParameterDefinition> = new Map(
  PARAMETER_CATALOGUE.map((definition) => [definition.key, definition]),
);

export function parameterDefinition(key: string): ParameterDefinition | undefined {
  return BY_KEY.get(key);
}

/** Why `value` does not fit the key's type, or null when it does. */
export function parameterValueProblem(definition: ParameterDefinition, value: string): string | null {
  const type = definition.type;
  switch (type.kind) {
    case 'text':
      return value.length <= 500 ? null : 'must be at most 500 characters';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : "must be 'true' or 'false'";
    case 'select':
      return type.options.includes(value) ? null : `must be one of ${type.options.join(', ')}`;
    case 'number': {
      const parsed = value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isFinite(parsed)) return 'must be a number';
      if (type.integer && !Number.isInteger(parsed)) return 'must be a whole number';
      if (type.min !== undefined && parsed < type.min) return `must be at least ${type.min}`;
      if (type.max !== undefined && parsed > type.max) return `must be at most ${type.max}`;
      return null;
    }
  }
}
