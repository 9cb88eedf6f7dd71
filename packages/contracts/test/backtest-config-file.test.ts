import { DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { describe, expect, it } from 'vitest';
import { backtestConfigFields, readBacktestConfigFile } from '../src/backtest-config-file';

/**
 * The one reading of a configuration file (the screen's import, its browser copy, the command line's --config):
 * they once disagreed on null, the screen turning a null filter value into 0 and the command line into 10.
 */
describe('a configuration file', () => {
  it('gives absent and null fields their defaults, null dates included', () => {
    const read = readBacktestConfigFile({
      leverage: 3,
      customFilterValue: null,
      startDate: null,
      endDate: null,
    });
    expect(read).toEqual({
      ok: true,
      config: { ...DEFAULT_BACKTEST_CONFIG, leverage: 3 },
      unknownKeys: [],
    });
  });

  it("reads the filter field 'atr' as 'atrValue' and names the keys that are no field", () => {
    const read = readBacktestConfigFile({ customFilterField: 'atr', theme: 'dark', leverage: 2, x: 1 });
    expect(read).toEqual({
      ok: true,
      config: { ...DEFAULT_BACKTEST_CONFIG, customFilterField: 'atrValue', leverage: 2 },
      unknownKeys: ['theme', 'x'],
    });
  });

  it('is refused when it is not a JSON object, and with every broken rule otherwise', () => {
    for (const value of [null, [1], 'positionCount', 5]) {
      expect(readBacktestConfigFile(value)).toEqual({ ok: false, notObject: true });
    }
    expect(readBacktestConfigFile({ positionCount: 5000, leverage: 'ten', tp1ExitPercent: 12.5 })).toEqual({
      ok: false,
      notObject: false,
      issues: [
        { path: 'positionCount', message: 'positionCount must be at most 2000' },
        { path: 'leverage', message: 'leverage must be a number' },
        { path: 'tp1ExitPercent', message: 'tp1ExitPercent must be an integer' },
      ],
    });
  });

  it('keeps only own configuration fields, in the configuration order', () => {
    const inherited = Object.create({ leverage: 9 }) as Record<string, unknown>;
    inherited.positionCount = 10;
    inherited.tp1Percent = 2;
    expect(backtestConfigFields(inherited)).toEqual({
      fields: { positionCount: 10, tp1Percent: 2 },
      unknownKeys: [],
    });
  });
});
