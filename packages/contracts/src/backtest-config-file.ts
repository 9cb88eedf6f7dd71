import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfig,
  type BacktestConfigKey,
} from '@signaldesk/core/backtest/config';
import type { ConfigIssue } from '@signaldesk/core/backtest/config-rules';
import { backtestConfigSchema, configIssuesOf } from './backtest';

/**
 * A backtest configuration written down as JSON: the screen's exported settings file, its browser copy, the
 * command line's `--config` file (docs/backtest.md, "Configuration files"). One reading for all three:
 *
 * - the value is a JSON object; keys that are not configuration fields are set aside (and named);
 * - an absent field and a `null` field are the same: the field takes its default (the dates' default is null, so a
 *   null date stays unset; a null filter value is the default filter value);
 * - a custom filter field written before its rename (`'atr'`) is read under its name today (`'atrValue'`).
 */

/** Filter field names of older files, and the name each has today. */
export const LEGACY_FILTER_FIELDS: Readonly<Record<string, string>> = { atr: 'atrValue' };

export interface ConfigFields {
  /** The configuration fields given a value (neither absent nor null), in the configuration's order. */
  fields: Partial<Record<BacktestConfigKey, unknown>>;
  /** Keys that are no configuration field, in the file's order. */
  unknownKeys: string[];
}

/** The fields of a parsed JSON value by the rules above, or null when it is not a JSON object. */
export function backtestConfigFields(value: unknown): ConfigFields | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const fields: Partial<Record<BacktestConfigKey, unknown>> = {};
  for (const key of BACKTEST_CONFIG_KEYS) {
    const given = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (given === undefined || given === null) continue;
    fields[key] =
      key === 'customFilterField' && typeof given === 'string'
        ? (LEGACY_FILTER_FIELDS[given] ?? given)
        : given;
  }
  const known = new Set<string>(BACKTEST_CONFIG_KEYS);
  return { fields, unknownKeys: Object.keys(raw).filter((key) => !known.has(key)) };
}

export type ConfigFileReading =
  | { ok: true; config: BacktestConfig; unknownKeys: string[] }
  | { ok: false; notObject: true }
  | { ok: false; notObject: false; issues: ConfigIssue[] };

/**
 * A configuration file read and checked against the rule table: the configuration (absent and null fields at
 * their defaults), or every rule it breaks in the rule table's words.
 */
export function readBacktestConfigFile(value: unknown): ConfigFileReading {
  const read = backtestConfigFields(value);
  if (!read) return { ok: false, notObject: true };
  const parsed = backtestConfigSchema.safeParse(read.fields);
  if (!parsed.success) return { ok: false, notObject: false, issues: configIssuesOf(parsed.error) };
  return { ok: true, config: parsed.data, unknownKeys: read.unknownKeys };
}
