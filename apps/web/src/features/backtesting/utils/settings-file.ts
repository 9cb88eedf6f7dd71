import { backtestConfigSchema } from '@signaldesk/contracts/backtest';
import { BACKTEST_CONFIG_KEYS, type BacktestConfig } from '@signaldesk/core/backtest/config';
import { isPlainObject, migrateLegacyConfig, pickConfigKeys } from './config-shape';

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

const NOT_SETTINGS =
  'This file does not hold backtest settings: expected a JSON object exported by Export Settings.';

/**
 * Reads an exported settings file back with the server's rules. Absent fields take their defaults,
 * unknown keys are ignored, 'atr' becomes 'atrValue', a null filter value becomes 0.
 */
export function parseSettingsFile(text: string): ImportedSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not valid JSON.' };
  }
  if (!isPlainObject(parsed) || !BACKTEST_CONFIG_KEYS.some((key) => key in parsed)) {
    return { ok: false, message: NOT_SETTINGS };
  }
  const raw = migrateLegacyConfig(pickConfigKeys(parsed));
  if (raw.customFilterValue === null) raw.customFilterValue = 0;
  for (const key of BACKTEST_CONFIG_KEYS) {
    // Absent and null (other than the dates) mean "use the default".
    if (raw[key] === undefined || (raw[key] === null && key !== 'startDate' && key !== 'endDate'))
      delete raw[key];
  }
  const result = backtestConfigSchema.safeParse(raw);
  if (!result.success) {
    const reasons = result.error.issues.map((issue) => issue.message).join('; ');
    return { ok: false, message: `These settings do not fit: ${reasons}.` };
  }
  return { ok: true, config: result.data };
}
