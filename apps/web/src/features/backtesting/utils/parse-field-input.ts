import { isIntegerField } from '@signaldesk/contracts/backtest';
import type { BacktestConfigKey } from '@signaldesk/core/backtest/config';

/**
 * The input rule of docs/backtesting-screen.md, Inputs: integer fields via parseInt, the others via
 * parseFloat. Unparseable text gives null (the field keeps its value) except for the custom filter value,
 * which becomes 0.
 */
export function parseFieldInput(key: BacktestConfigKey, raw: string | number): number | null {
  const text = String(raw).trim();
  const parsed = isIntegerField(key) ? Number.parseInt(text, 10) : Number.parseFloat(text);
  if (Number.isFinite(parsed)) return parsed;
  return key === 'customFilterValue' ? 0 : null;
}
