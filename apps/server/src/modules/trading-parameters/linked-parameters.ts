import type { ParameterGroup, ParameterType } from '@signaldesk/contracts/trading-parameters';
import { type BacktestConfigKey, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import {
  BACKTEST_CHOICES,
  BACKTEST_NUMBER_RULES,
  isNumberField,
} from '@signaldesk/core/backtest/config-rules';
import {
  type LiveBacktestLink,
  POSITION_MANAGER_LINKS,
  SIGNAL_ENTRY_LINKS,
  SIGNAL_FILTER_LINKS,
} from '@signaldesk/core/rules/live-backtest-mapping';

/**
 * The catalogue rows of the parameters that are a backtest field's quantity, built from core's one mapping
 * (docs/trading-parameters.md, "Live and backtest: one table"): each key takes its field's type, bounds and
 * default (its description is the catalogue's), so a live position and a backtest of it read the same values until an administrator changes them.
 */

/** The type of a linked parameter: the field's own number row (named, so a refusal speaks the backtest's words,
 * docs/trading-parameters.md, Bounds), its closed set, or a switch. */
function linkedType(field: BacktestConfigKey): ParameterType {
  if (isNumberField(field)) {
    const { min, max, exclusiveMin, exclusiveMax, integer, step } = BACKTEST_NUMBER_RULES[field];
    return { kind: 'number', min, max, exclusiveMin, exclusiveMax, integer, step, sameAs: field };
  }
  if (field === 'customFilterField' || field === 'customFilterOperator') {
    return { kind: 'select', options: [...BACKTEST_CHOICES[field].options] };
  }
  return { kind: 'boolean' };
}

/** The rows of a list of links, in its order, in one group. */
function linkedDefinitions<L extends LiveBacktestLink>(links: readonly L[], group: ParameterGroup) {
  return links.map((link) => ({
    key: link.key as L['key'],
    group,
    type: linkedType(link.field),
    defaultValue: String(DEFAULT_BACKTEST_CONFIG[link.field]),
  }));
}

/** The Position Manager: levels of a new position and the monitor's switches. */
export const POSITION_MANAGER_DEFINITIONS = linkedDefinitions(POSITION_MANAGER_LINKS, 'Position Manager');

/** The Signal Manager's filters of a signal (force, risk score). */
export const SIGNAL_FILTER_DEFINITIONS = linkedDefinitions(SIGNAL_FILTER_LINKS, 'Signal Manager');

/** The Signal Manager's entry rules (docs/signals.md, "The live configuration"). */
export const SIGNAL_ENTRY_DEFINITIONS = linkedDefinitions(SIGNAL_ENTRY_LINKS, 'Signal Manager');
