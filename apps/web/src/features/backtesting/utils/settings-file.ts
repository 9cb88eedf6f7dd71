import { readBacktestConfigFile } from '@signaldesk/contracts/backtest-config-file';
import { BACKTEST_CONFIG_KEYS, type BacktestConfig } from '@signaldesk/core/backtest/config';
import { translate } from '../../../i18n';

/** `backtest-settings-YYYY-MM-DD.json`, the UTC date of `now`. */
export function settingsFileName(now: Date): string {
  return `backtest-settings-${now.toISOString().slice(0, 10)}.json`;
}

function isEmpty(value: unknown): boolean {
  return value === '' || value === undefined || (typeof value === 'number' && !Number.isFinite(value));
}

/**
 * The exported object: every field in order, empty dates and filter values as null
 * (docs/backtesting-screen.md, Export and import).
 */
export function settingsToExport(config: BacktestConfig): Record<string, unknown> {
  const exported: Record<string, unknown> = {};
  for (const key of BACKTEST_CONFIG_KEYS) {
    const value = config[key];
    const nullable = key === 'startDate' || key === 'endDate' || key.startsWith('customFilter');
    exported[key] = nullable && isEmpty(value) ? null : value;
  }
  return exported;
}

export function settingsToJson(config: BacktestConfig): string {
  return `${JSON.stringify(settingsToExport(config), null, 2)}\n`;
}

export type ImportedSettings = { ok: true; config: BacktestConfig } | { ok: false; message: string };

/**
 * Reads an exported settings file back as every configuration file is read (contracts/backtest-config-file.ts):
 * unknown keys ignored, absent and null fields at their defaults, 'atr' read as 'atrValue', then the rule table.
 */
export function parseSettingsFile(text: string): ImportedSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: translate('backtesting.settingsFile.notJson') };
  }
  const read = readBacktestConfigFile(parsed);
  // A file of this screen holds at least one field: `{"theme": "dark"}` is some other program's file.
  const holdsField = BACKTEST_CONFIG_KEYS.some((key) => Object.hasOwn(Object(parsed), key));
  if ((!read.ok && read.notObject) || !holdsField)
    return { ok: false, message: translate('backtesting.settingsFile.notSettings') };
  if (read.ok) return { ok: true, config: read.config };
  const reasons = read.issues.map((issue) => issue.message).join('; ');
  return { ok: false, message: translate('backtesting.settingsFile.doesNotFit', { reasons }) };
}
