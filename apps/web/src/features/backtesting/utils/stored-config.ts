import { backtestConfigFields } from '@signaldesk/contracts/backtest-config-file';
import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfig,
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

/** The browser-storage key of the auto-saved configuration. */
export const BACKTEST_CONFIG_STORAGE_KEY = 'backtestConfig';

function defaults(): BacktestConfig {
  return { ...DEFAULT_BACKTEST_CONFIG };
}

/** Each value has its default's type (dates may be null); bounds are the server's business (a draft may break them). */
function hasExpectedTypes(config: Record<string, unknown>): boolean {
  return BACKTEST_CONFIG_KEYS.every((key) => {
    const value = config[key];
    if (key === 'startDate' || key === 'endDate') return value === null || typeof value === 'string';
    if (key === 'customFilterField') return (CUSTOM_FILTER_FIELDS as readonly unknown[]).includes(value);
    if (key === 'customFilterOperator')
      return (CUSTOM_FILTER_OPERATORS as readonly unknown[]).includes(value);
    const expected = typeof DEFAULT_BACKTEST_CONFIG[key];
    return typeof value === expected && (expected !== 'number' || Number.isFinite(value));
  });
}

/**
 * The configuration to start with: the stored copy read as every configuration file is
 * (contracts/backtest-config-file.ts: absent and null fields at their defaults, 'atr' read as 'atrValue'),
 * when each value has its field's type; else the defaults. Unreadable storage or text logs a console warning and
 * gives the defaults.
 */
export function loadStoredConfig(): BacktestConfig {
  const text = readStorage(BACKTEST_CONFIG_STORAGE_KEY);
  if (text === null) return defaults();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    console.warn('The stored backtest configuration is not valid JSON; using the defaults', error);
    return defaults();
  }
  const read = backtestConfigFields(parsed);
  if (!read) return defaults();
  const config = { ...defaults(), ...read.fields };
  if (!hasExpectedTypes(config)) {
    console.warn('The stored backtest configuration has values of the wrong type; using the defaults');
    return defaults();
  }
  return config as BacktestConfig;
}

/** Writes the configuration; an unwritable store logs a console warning (in the storage helper). */
export function saveStoredConfig(config: BacktestConfig): void {
  writeStorage(BACKTEST_CONFIG_STORAGE_KEY, JSON.stringify(config));
}

export function clearStoredConfig(): void {
  removeStorage(BACKTEST_CONFIG_STORAGE_KEY);
}
