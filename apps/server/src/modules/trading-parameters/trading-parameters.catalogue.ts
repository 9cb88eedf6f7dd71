import { type FieldReason, numberBreachReason } from '@signaldesk/contracts/errors';
import { TRADING_PARAMETER_DESCRIPTIONS } from '@signaldesk/contracts/trading-parameter-descriptions';
import {
  PARAMETER_GROUPS,
  type ParameterGroup,
  type ParameterType,
} from '@signaldesk/contracts/trading-parameters';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import {
  BACKTEST_NUMBER_RULES,
  type BacktestNumberKey,
  EXIT_SHARES_RULE,
  SPREAD_ORDER_RULE,
} from '@signaldesk/core/backtest/config-rules';
import {
  type NumberRule,
  numberRuleBreach,
  numberRuleIssue,
  parseDecimalText,
} from '@signaldesk/core/rules/number-rule';
import { PARAMETER_OWN_NUMBER_RULES, type ParameterOwnRuleKey } from '@signaldesk/core/rules/parameter-rules';
import {
  POSITION_MANAGER_DEFINITIONS,
  SIGNAL_ENTRY_DEFINITIONS,
  SIGNAL_FILTER_DEFINITIONS,
} from './linked-parameters';

export type { ParameterGroup, ParameterType };
export { PARAMETER_GROUPS };

export interface ParameterDefinition {
  key: string;
  group: ParameterGroup;
  type: ParameterType;
  /** The stored form of the value: numbers as decimal strings, booleans as 'true' or 'false'. */
  defaultValue: string;
  /** What it does, in English: contracts' `TRADING_PARAMETER_DESCRIPTIONS`, which the console shows as well. */
  description: string;
  /** Never sent back in full, nor written in full to the audit log (docs/trading-parameters.md, Secrets). */
  secret?: boolean;
  /** A text parameter that holds a number all the same (OPPORTUNITY_SCORE): its bounds. */
  numericText?: NumberRule;
}

type NumberType = Extract<ParameterType, { kind: 'number' }>;

/** The wire form of a core number rule (bounds, integer, step), naming the backtest field it comes from if any. */
const numberType = (rule: NumberRule, backtestField?: BacktestNumberKey): NumberType => {
  const { min, max, exclusiveMin, exclusiveMax, integer, step } = rule;
  return { kind: 'number', min, max, exclusiveMin, exclusiveMax, integer, step, sameAs: backtestField };
};
/** A number parameter with its own bounds (core/rules/parameter-rules.ts). */
const own = (key: ParameterOwnRuleKey): NumberType => numberType(PARAMETER_OWN_NUMBER_RULES[key]);
/**
 * A number parameter that takes a backtest field's rule without being linked to it (SCALPING_TP_PERCENT, a TP1):
 * that field's row of the one rule table, so the same bounds, the same step and the same words.
 */
const sameAs = (key: BacktestNumberKey): NumberType => numberType(BACKTEST_NUMBER_RULES[key], key);
const BOOLEAN: ParameterType = { kind: 'boolean' };
const TEXT: ParameterType = { kind: 'text' };

/**
 * The catalogue in code: every key the console may edit, with its group, type and default; its description is
 * added below. The keys that are a backtest quantity (Position Manager, the Signal Manager's filters and entry
 * rules) come from core's one mapping with the backtest's defaults (linked-parameters.ts), so a live position and a
 * backtest of it use the same levels until an administrator changes them.
 */
const CATALOGUE_ROWS = [
  ...POSITION_MANAGER_DEFINITIONS,
  // Risk Manager: checks of a new position, skipped by forceAdmin.
  {
    key: 'MAX_OPEN_POSITIONS',
    group: 'Risk Manager',
    type: own('MAX_OPEN_POSITIONS'),
    defaultValue: '20',
  },
  {
    key: 'ONE_POSITION_PER_SYMBOL_DIRECTION',
    group: 'Risk Manager',
    type: BOOLEAN,
    defaultValue: 'true',
  },
  // Signal Manager and Trader Tracker: read by the signal side of the service.
  {
    key: 'MARKET_STRATEGY',
    group: 'Signal Manager',
    type: { kind: 'select', options: ['TREND', 'SHAKY'] },
    defaultValue: 'TREND',
  },
  ...SIGNAL_FILTER_DEFINITIONS,
  ...SIGNAL_ENTRY_DEFINITIONS,
  {
    key: 'TRADER_TRACKER_MIN_TRADERS',
    group: 'Trader Tracker',
    type: own('TRADER_TRACKER_MIN_TRADERS'),
    defaultValue: '3',
  },
  {
    key: 'TRADER_TRACKER_REFRESH_MINUTES',
    group: 'Trader Tracker',
    type: own('TRADER_TRACKER_REFRESH_MINUTES'),
    defaultValue: '5',
  },
  // Scalping.
  {
    key: 'SCALPING_ENABLED',
    group: 'Scalping',
    type: BOOLEAN,
    defaultValue: 'false',
  },
  {
    key: 'SCALPING_TP_PERCENT',
    group: 'Scalping',
    type: sameAs('tp1Percent'),
    defaultValue: '0.6',
  },
  // Stripe Configuration: price ids of the subscription plans (the webhook's signing secret is configuration,
  // STRIPE_WEBHOOK_SECRET: docs/billing.md, Configuration).
  {
    key: 'STRIPE_MONTHLY_PRICE_ID',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: 'price_demo_monthly',
  },
  {
    key: 'STRIPE_YEARLY_PRICE_ID',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: 'price_demo_yearly',
  },
  {
    key: 'STRIPE_SECRET_KEY',
    group: 'Stripe Configuration',
    type: TEXT,
    defaultValue: '',
    secret: true,
  },
  {
    key: 'MONTHLY_PLAN_PRICE',
    group: 'Stripe Configuration',
    type: own('MONTHLY_PLAN_PRICE'),
    defaultValue: '29.9',
  },
  // Opportunity.
  {
    key: 'OPPORTUNITY_IS_ENABLED',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'true',
  },
  {
    key: 'OPPORTUNITY_AUTO_OPEN',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
  },
  {
    key: 'OPPORTUNITY_PLAY_SUPPORT_RESISTANCE',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
  },
  {
    key: 'OPPORTUNITY_IS_INVERT_DIRECTION',
    group: 'Opportunity',
    type: BOOLEAN,
    defaultValue: 'false',
  },
  {
    key: 'OPPORTUNITY_SCORE',
    group: 'Opportunity',
    type: TEXT,
    defaultValue: '70',
    numericText: PARAMETER_OWN_NUMBER_RULES.OPPORTUNITY_SCORE,
  },
] as const satisfies readonly Omit<ParameterDefinition, 'description'>[];

export type ParameterKey = (typeof CATALOGUE_ROWS)[number]['key'];

export const PARAMETER_CATALOGUE: readonly (ParameterDefinition & { key: ParameterKey })[] =
  CATALOGUE_ROWS.map((row) => ({ ...row, description: TRADING_PARAMETER_DESCRIPTIONS[row.key] }));

/**
 * A rule tying parameters together, judged on the values that would be stored after a save: its English words and
 * its code, which the console words in the operator's language (docs/console.md, Server calls).
 */
export interface ParameterCrossRule {
  keys: readonly ParameterKey[];
  message: string;
  reason: FieldReason;
  holds: (value: (key: ParameterKey) => number) => boolean;
}

/** `lower` must stay below `higher` (the default targets' order). */
function belowRule(lower: ParameterKey, higher: ParameterKey): ParameterCrossRule {
  return {
    keys: [lower, higher],
    message: `${lower} must be less than ${higher}`,
    reason: { reason: 'parameters.notBelow', params: { field: lower, other: higher } },
    holds: (v) => v(lower) < v(higher),
  };
}

/**
 * The rules between parameters (docs/trading-parameters.md, Bounds): the two partial closes leave something for TP3,
 * and the default targets are in order, so a position opened from the defaults always has sound levels.
 */
export const PARAMETER_CROSS_RULES: readonly ParameterCrossRule[] = [
  // The backtest's rule and words: the sizes are its exit shares (docs/trading-parameters.md, Bounds).
  {
    keys: ['TP1_SIZE_PERCENT', 'TP2_SIZE_PERCENT'],
    message: EXIT_SHARES_RULE.message,
    reason: {
      reason: 'parameters.exitSharesTooLarge',
      params: { first: 'tp1ExitPercent', second: 'tp2ExitPercent', bound: 100 },
    },
    holds: (v) =>
      EXIT_SHARES_RULE.holds({
        tp1ExitPercent: v('TP1_SIZE_PERCENT'),
        tp2ExitPercent: v('TP2_SIZE_PERCENT'),
      } satisfies Pick<BacktestConfig, 'tp1ExitPercent' | 'tp2ExitPercent'>),
  },
  belowRule('DEFAULT_TP1_PERCENT', 'DEFAULT_TP2_PERCENT'),
  belowRule('DEFAULT_TP2_PERCENT', 'DEFAULT_TP3_PERCENT'),
  {
    keys: ['SIGNAL_MIN_PRICE_SPREAD_PERCENT', 'SIGNAL_MAX_PRICE_SPREAD_PERCENT'],
    message: SPREAD_ORDER_RULE.message,
    reason: {
      reason: 'parameters.notAtLeast',
      params: { field: 'maxPriceSpreadPercent', other: 'minPriceSpreadPercent' },
    },
    holds: (v) =>
      SPREAD_ORDER_RULE.holds({
        minPriceSpreadPercent: v('SIGNAL_MIN_PRICE_SPREAD_PERCENT'),
        maxPriceSpreadPercent: v('SIGNAL_MAX_PRICE_SPREAD_PERCENT'),
      }),
  },
];

const BY_KEY: ReadonlyMap<string, ParameterDefinition> = new Map(
  PARAMETER_CATALOGUE.map((definition) => [definition.key, definition]),
);

export function parameterDefinition(key: string): ParameterDefinition | undefined {
  return BY_KEY.get(key);
}

/** The rule a number parameter (or a numeric text one) keeps, or null for any other. */
export function parameterNumberRule(definition: ParameterDefinition): NumberRule | null {
  if (definition.type.kind === 'number') {
    const { kind: _kind, sameAs, integer, step, ...bounds } = definition.type;
    return sameAs
      ? BACKTEST_NUMBER_RULES[sameAs as BacktestNumberKey]
      : { integer: integer === true, step: step ?? 1, ...bounds };
  }
  return definition.numericText ?? null;
}

/**
 * The name a refusal starts with: the backtest field for a parameter that is its quantity, so a save and a backtest
 * of the same value answer the same words (docs/trading-parameters.md, Bounds); else the key.
 */
function ruleName(definition: ParameterDefinition): string {
  return definition.type.kind === 'number' && definition.type.sameAs
    ? definition.type.sameAs
    : definition.key;
}

/** A refused value: its words, and the rule it breaks for the console to word (docs/console.md, Server calls). */
export type ValueCheck = { ok: true; value: string } | { ok: false; problem: string; reason: FieldReason };

/** A refusal that names its key: `KEY: message`, unless the message already starts with it. */
export function keyedProblem(key: string, message: string): string {
  return message.startsWith(key) ? message : `${key}: ${message}`;
}

/**
 * Whether `value` fits the key's type and bounds; when it does, the form stored (a number as the shortest decimal
 * text of its value, so ` 1 ` or `1.50` never reach the database). Problems start with the key.
 */
export function parameterValueCheck(definition: ParameterDefinition, value: string): ValueCheck {
  const type = definition.type;
  const key = definition.key;
  const rule = parameterNumberRule(definition);
  if (rule) {
    const name = ruleName(definition);
    const number = parseDecimalText(value);
    const breach = numberRuleBreach(rule, number);
    if (!breach) return { ok: true, value: String(number) };
    return {
      ok: false,
      problem: numberRuleIssue(name, rule, number) ?? `${name} is refused`,
      reason: numberBreachReason(name, breach),
    };
  }
  switch (type.kind) {
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { ok: true, value }
        : {
            ok: false,
            problem: `${key} must be 'true' or 'false'`,
            reason: { reason: 'field.notBoolean', params: { field: key } },
          };
    case 'select':
      return type.options.includes(value)
        ? { ok: true, value }
        : {
            ok: false,
            problem: `${key} must be one of ${type.options.join(', ')}`,
            reason: { reason: 'field.notOneOf', params: { field: key, options: type.options.join(', ') } },
          };
    default:
      return value.length <= 500
        ? { ok: true, value }
        : {
            ok: false,
            problem: `${key} must be at most 500 characters`,
            reason: { reason: 'field.tooLong', params: { field: key, bound: 500 } },
          };
  }
}
