import type { FieldReason } from '@signaldesk/contracts/errors';
import type { Database } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import {
  keyedProblem,
  PARAMETER_CROSS_RULES,
  type ParameterKey,
  parameterDefinition,
  parameterValueCheck,
} from './trading-parameters.catalogue';
import { readStoredParameters, writeParameter } from './trading-parameters.repository';
import { ParameterValues } from './trading-parameters.service';

/**
 * Several parameter values checked together: the stored forms, or the problems each naming its key, with the rule
 * each breaks coded for the console (`reasons`, by problem; none for a key outside the catalogue).
 */
export type ParameterSetCheck =
  | { ok: true; values: Map<string, string> }
  | { ok: false; problems: string[]; reasons: Array<FieldReason | undefined> };

/**
 * Checks a set of values by the rules a single save follows (docs/trading-parameters.md, Bounds): each value by its
 * key's type and bounds, then every rule between parameters on the values as they would be stored after the set.
 */
export function checkParameterSet(
  stored: ReadonlyMap<string, string>,
  values: Readonly<Record<string, string>>,
): ParameterSetCheck {
  const problems: string[] = [];
  const reasons: Array<FieldReason | undefined> = [];
  const checked = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    const definition = parameterDefinition(key);
    if (!definition) {
      problems.push(`${key} is not a trading parameter`);
      reasons.push(undefined);
      continue;
    }
    const check = parameterValueCheck(definition, value);
    if (check.ok) checked.set(key, check.value);
    else {
      problems.push(keyedProblem(key, check.problem));
      reasons.push(check.reason);
    }
  }
  if (problems.length > 0) return { ok: false, problems, reasons };
  const after = new ParameterValues(new Map([...stored, ...checked]));
  const broken = PARAMETER_CROSS_RULES.filter(
    (rule) => !rule.holds((key: ParameterKey) => after.number(key)),
  );
  return broken.length > 0
    ? { ok: false, problems: broken.map((rule) => rule.message), reasons: broken.map((rule) => rule.reason) }
    : { ok: true, values: checked };
}

/** The usable value of each key now (the stored one when valid, else the catalogue default). */
export function currentValues(
  stored: ReadonlyMap<string, string>,
  keys: readonly string[],
): Map<string, string> {
  const values = new ParameterValues(stored);
  return new Map(keys.map((key) => [key, values.text(key as ParameterKey)]));
}

/**
 * Writes a set of values inside the caller's transaction (which holds the parameters' lock) after checking them
 * together; a refused set throws a 400 naming each problem and writes nothing. Answers the values before, by key,
 * and the keys whose value changed.
 */
export async function writeParameterSet(
  tx: Database,
  values: Readonly<Record<string, string>>,
  now: Date,
): Promise<{ before: Map<string, string>; changedKeys: string[]; written: Map<string, string> }> {
  const stored = await readStoredParameters(tx);
  const check = checkParameterSet(stored, values);
  if (!check.ok) {
    throw new ValidationError(
      check.problems.join('; '),
      check.problems.map((message, i) => ({
        path: message.split(' ')[0] ?? 'value',
        message,
        ...check.reasons[i],
      })),
    );
  }
  const before = currentValues(stored, [...check.values.keys()]);
  const changedKeys: string[] = [];
  for (const [key, value] of check.values) {
    if (before.get(key) === value) continue;
    await writeParameter(tx, key, value, now);
    changedKeys.push(key);
  }
  return { before, changedKeys, written: check.values };
}
