import type { SweepAxisInput } from '@signaldesk/contracts/backtest-sweeps';
import type { BacktestConfig } from '@signaldesk/core/backtest/config';
import { BACKTEST_NUMBER_RULES } from '@signaldesk/core/backtest/config-rules';
import { SWEEP_FIELDS, type SweepField, type SweepIssue, sweepIssues } from '@signaldesk/core/backtest/sweep';
import { translate } from '../../../i18n';
import { FIELD_TEXT, fieldLabel } from '../config/field-text';

/** The sweep form's choices and defaults (docs/backtesting-screen.md, Sweeps). */

/** Steps a new axis spans by default: five values around the form's own. */
const DEFAULT_STEPS = 4;

/** The sweepable fields, those with an input on the form first (in the form's order), then the others. */
export const SWEEP_FIELD_OPTIONS: readonly { value: SweepField; label: string }[] = [
  ...SWEEP_FIELDS.filter((field) => field in FIELD_TEXT).sort(
    (a, b) => Object.keys(FIELD_TEXT).indexOf(a) - Object.keys(FIELD_TEXT).indexOf(b),
  ),
  ...SWEEP_FIELDS.filter((field) => !(field in FIELD_TEXT)),
].map((field) => ({ value: field, label: `${fieldLabel(field)} (${field})` }));

function decimals(step: number): number {
  return String(step).split('.')[1]?.length ?? 0;
}

/**
 * A new axis on `field`: the rule table's step, from the form's value up four steps, moved down when that
 * passes the field's upper bound (and never below its lower one).
 */
export function defaultAxis(field: SweepField, config: BacktestConfig): SweepAxisInput {
  const rule = BACKTEST_NUMBER_RULES[field];
  const step = rule.step;
  const round = (value: number) => Number(value.toFixed(decimals(step)));
  const span = DEFAULT_STEPS * step;
  let from = config[field];
  const ceiling = rule.max === undefined ? undefined : rule.exclusiveMax ? rule.max - step : rule.max;
  if (ceiling !== undefined && from + span > ceiling) from = ceiling - span;
  const floor = rule.min === undefined ? undefined : rule.exclusiveMin ? rule.min + step : rule.min;
  if (floor !== undefined && from < floor) from = floor;
  const to = ceiling === undefined ? from + span : Math.min(from + span, ceiling);
  return { field, from: round(from), to: round(to), step };
}

/** The messages of a sweep's issues by where they show: an axis's from/to/step/field, or the form. */
export function issuesByPlace(issues: readonly SweepIssue[]): {
  axes: Record<string, string>[];
  general: string[];
} {
  const axes: Record<string, string>[] = [{}, {}];
  const general: string[] = [];
  for (const issue of issues) {
    const match = /^axes\.(\d)\.(from|to|step|field)$/.exec(issue.path);
    const place = match ? axes[Number(match[1])] : undefined;
    if (match && place) place[match[2] as string] = issue.message;
    else
      general.push(
        issue.path.startsWith('config.')
          ? translate('backtesting.sweepForm.theForm', { message: issue.message })
          : issue.message,
      );
  }
  return { axes, general };
}

/**
 * What keeps a sweep from starting, before the server is asked: a box without a number, a step that is not
 * above 0, then core's checks of the grid (over 400 combinations, a combination the rule table refuses).
 */
export function sweepFormIssues(config: BacktestConfig, axes: readonly SweepAxisInput[]): SweepIssue[] {
  const typing: SweepIssue[] = axes.flatMap((axis, index) =>
    (['from', 'to', 'step'] as const).flatMap((part) => {
      const value = axis[part];
      if (!Number.isFinite(value))
        return [{ path: `axes.${index}.${part}`, message: `${part} must be a number` }];
      if (part === 'step' && value <= 0)
        return [{ path: `axes.${index}.step`, message: 'step must be greater than 0' }];
      return [];
    }),
  );
  return typing.length > 0 ? typing : sweepIssues(config, axes);
}
