import {
  BACKTEST_CONFIG_KEYS,
  type BacktestConfig,
  CUSTOM_FILTER_FIELDS,
  CUSTOM_FILTER_OPERATORS,
  DEFAULT_BACKTEST_CONFIG,
} from '@signaldesk/core/backtest/config';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { hasEveryConfigKey, isPlainObject, migrateLegacyConfig, pickConfigKeys } from './config-shape';

/** The browser-storage key of the auto-saved configuration. */
export const BACKTEST_CONFIG_STORAGE_KEY = 'backtestConfig';

function defaults(): BacktestConfig {
  return { ...DEFAULT_BACKTEST_CONFIG };
}

/** Each stored value must have its default's type (dates may be null); bounds are the server's business. */
function hasExpectedTypes(raw: Record<string, unknown>): boolean {
  return BACKTEST_CONFIG_KEYS.every((key) => {
    const value = raw[key];
    if (key === 'startDate' || key === 'endDate') return value === null || typeof value === 'string';
    if (key === 'customFilterField') return (CUSTOM_FILTER_FIELDS as readonly unknown[]).includes(value);
    if (key === 'customFilterOperator')
      return (CUSTOM_FILTER_OPERATORS as readonly unknown[]).includes(value);
    const expected = typeof DEFAULT_BACKTEST_CONFIG[key];
    return typeof value === expected && (expected !== 'number' || Number.isFinite(value));
  });
}

/**
 * The configuration to start with: the stored copy when it holds every expected key with the
 * expected types ('atr' migrated to 'atrValue'), else the defaults. Unreadable storage or text logs
 * a console warning and gives the defaults.
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
  if (!isPlainObject(parsed) || !hasEveryConfigKey(parsed)) return defaults();
  const migrated = migrateLegacyConfig(parsed);
  if (!hasExpectedTypes(migrated)) {
    console.warn('The stored backtest configuration has values of the wrong type; using the defaults');
    return defaults();
  }
  return pickConfigKeys(migrated) as unknown as BacktestConfig;
}

/** Writes the configuration; an unwritable store logs a console warning (in the storage helper). */
export function saveStoredConfig(config: BacktestConfig): void {
  writeStorage(BACKTEST_CONFIG_STORAGE_KEY, JSON.stringify(config));
}

export function clearStoredConfig(): void {
  removeStorage(BACKTEST_CONFIG_STORAGE_KEY);
}
