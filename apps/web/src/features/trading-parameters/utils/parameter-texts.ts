import type { TradingParameter } from '@signaldesk/contracts/trading-parameters';
import type { NumberRule, NumberRuleBreach } from '@signaldesk/core/rules/number-rule';
import { type Formatter, i18n, type Language, type TextKey, type Translate } from '../../../i18n';

/**
 * Settings in words (docs/trading-parameters.md, The screen): each parameter's label and help in the operator's
 * language (the key is shown beside as secondary text), its rule in words, a refusal naming the bound, and the
 * value as it is typed in that language.
 */

type NumberType = Extract<TradingParameter['type'], { kind: 'number' }>;

/** A key the catalogue does not know yet (a newer server) shows its key and the server's description. */
function known(key: string): boolean {
  return i18n.exists(`parameters.labels.${key}`, { lng: 'en' });
}

export function parameterLabel(t: Translate, parameter: Pick<TradingParameter, 'key'>): string {
  return known(parameter.key) ? t(`parameters.labels.${parameter.key}` as TextKey) : parameter.key;
}

export function groupLabel(t: Translate, group: string): string {
  return i18n.exists(`parameters.groups.${group}`, { lng: 'en' })
    ? t(`parameters.groups.${group}` as TextKey)
    : group;
}

/** The limits of a number rule in words, its bounds written as the language writes numbers; null without. */
export function ruleLimits(t: Translate, format: Formatter, rule: Partial<NumberRule>): string | null {
  const min =
    rule.min === undefined ? undefined : format.number(rule.min, { maxDecimals: 10, grouping: false });
  const max =
    rule.max === undefined ? undefined : format.number(rule.max, { maxDecimals: 10, grouping: false });
  if (min !== undefined && max !== undefined) {
    if (!rule.exclusiveMin && !rule.exclusiveMax) return t('parameters.rule.between', { min, max });
    if (rule.exclusiveMin && rule.exclusiveMax) return t('parameters.rule.aboveBelow', { min, max });
    return rule.exclusiveMin
      ? t('parameters.rule.aboveUpTo', { min, max })
      : t('parameters.rule.fromBelow', { min, max });
  }
  if (min !== undefined)
    return rule.exclusiveMin ? t('parameters.rule.above', { min }) : t('parameters.rule.orMore', { min });
  if (max !== undefined)
    return rule.exclusiveMax ? t('parameters.rule.below', { max }) : t('parameters.rule.orLess', { max });
  return null;
}

/** The help: what the parameter does, then what its rule allows, naming the backtest field it shares. */
export function parameterHelp(t: Translate, format: Formatter, parameter: TradingParameter): string {
  const description = known(parameter.key)
    ? t(`parameters.help.${parameter.key}` as TextKey)
    : parameter.description;
  if (parameter.type.kind !== 'number') return description;
  const type: NumberType = parameter.type;
  const whole = type.integer ? t('parameters.field.wholeNumber') : null;
  const rule = [whole, ruleLimits(t, format, type)].filter(Boolean).join(', ');
  if (!rule) return description;
  const allowed = type.sameAs
    ? t('parameters.field.allowedShared', { rule, field: type.sameAs })
    : t('parameters.field.allowed', { rule });
  return `${description}. ${allowed}`;
}

/** A refusal in words: "Stop loss (%) must be greater than -100." with the bound as the language writes it. */
export function breachText(t: Translate, format: Formatter, label: string, breach: NumberRuleBreach): string {
  const reason =
    'bound' in breach
      ? t(`parameters.rule.${breach.kind}`, {
          bound: format.number(breach.bound, { maxDecimals: 10, grouping: false }),
        })
      : t(`parameters.rule.${breach.kind}`);
  return t('parameters.rule.refused', { label, reason });
}

/** A stored value (plain decimal text) as the language types it: `-3.9` is `-3,9` in French. */
export function typedDecimal(plain: string, language: Language): string {
  return language === 'fr' ? plain.replace('.', ',') : plain;
}

/**
 * Whether a change needs a confirmation: the sign changes, or the new value is more than five times the live one
 * (or less than a fifth of it), as a decimal comma read as a thousands mark would make it (docs/trading-parameters.md,
 * The screen).
 */
export const CONFIRM_FACTOR = 5;

export function changeWarning(before: number, after: number): 'sign' | 'factor' | null {
  if (before === after) return null;
  if (Math.sign(before) * Math.sign(after) < 0) return 'sign';
  const small = Math.min(Math.abs(before), Math.abs(after));
  const large = Math.max(Math.abs(before), Math.abs(after));
  return large > CONFIRM_FACTOR * small ? 'factor' : null;
}
