import { BACKTEST_CONFIG_KEYS } from '@signaldesk/core/backtest/config';

/**
 * A stored or imported configuration may predate the rename of the custom filter field 'atr' to
 * 'atrValue' (docs/backtesting-screen.md, Browser storage): rename it in place of rejecting the whole
 * configuration.
 */
export function migrateLegacyConfig(raw: Record<string, unknown>): Record<string, unknown> {
  return raw.customFilterField === 'atr' ? { ...raw, customFilterField: 'atrValue' } : raw;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when every expected key is present (extra keys are ignored). */
export function hasEveryConfigKey(raw: Record<string, unknown>): boolean {
  return BACKTEST_CONFIG_KEYS.every((key) => key in raw);
}

/** Only the configuration's own keys, in their order. */
export function pickConfigKeys(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(BACKTEST_CONFIG_KEYS.map((key) => [key, raw[key]]));
}
