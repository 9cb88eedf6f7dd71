import { BACKTEST_CONFIG_KEYS, DEFAULT_BACKTEST_CONFIG } from '@signaldesk/core/backtest/config';
import { describe, expect, it } from 'vitest';
import { parseSettingsFile, settingsFileName, settingsToExport, settingsToJson } from './settings-file';

describe('Export Settings', () => {
  it('names the file with the UTC date', () => {
    expect(settingsFileName(new Date('2026-11-21T23:30:00.000Z'))).toBe('backtest-settings-2026-11-21.json');
  });

  it('holds every field in order, with empty dates and filter values as null', () => {
    const exported = settingsToExport({
      ...DEFAULT_BACKTEST_CONFIG,
      customFilterValue: Number.NaN,
      startDate: '',
    });
    expect(Object.keys(exported)).toEqual(BACKTEST_CONFIG_KEYS);
    expect(exported.startDate).toBeNull();
    expect(exported.endDate).toBeNull();
    expect(exported.customFilterValue).toBeNull();
    expect(exported.positionCount).toBe(1000);
    expect(exported.customFilterField).toBe('riskScore');
  });

  it('keeps set dates and values as they are', () => {
    const config = {
      ...DEFAULT_BACKTEST_CONFIG,
      useDateRange: true,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
      customFilterValue: 7.5,
    };
    expect(JSON.parse(settingsToJson(config))).toEqual(config);
  });
});

describe('Import Settings', () => {
  it('reads an exported file back', () => {
    const config = { ...DEFAULT_BACKTEST_CONFIG, positionCount: 300, leverage: 5, enableBtcProtection: true };
    expect(parseSettingsFile(settingsToJson(config))).toEqual({ ok: true, config });
  });

  it("migrates 'atr', and gives absent and null fields (the filter value here) their defaults", () => {
    const result = parseSettingsFile(
      JSON.stringify({ customFilterField: 'atr', customFilterValue: null, leverage: 3 }),
    );
    expect(result).toEqual({
      ok: true,
      config: {
        ...DEFAULT_BACKTEST_CONFIG,
        customFilterField: 'atrValue',
        leverage: 3,
      },
    });
  });

  it('says when the file is not JSON', () => {
    expect(parseSettingsFile('positionCount=5')).toEqual({
      ok: false,
      message: 'This file is not valid JSON.',
    });
  });

  it('says when the JSON is not a settings object', () => {
    const expected = expect.stringMatching(/^This file does not hold backtest settings/);
    expect(parseSettingsFile('[1, 2]')).toEqual({ ok: false, message: expected });
    expect(parseSettingsFile('{"theme": "dark"}')).toEqual({ ok: false, message: expected });
  });

  it('lists every field the settings break', () => {
    const result = parseSettingsFile(
      JSON.stringify({ ...DEFAULT_BACKTEST_CONFIG, positionCount: 5000, leverage: 'ten' }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'These settings do not fit: positionCount must be at most 2000; leverage must be a number.',
    });
  });

  it('checks the rules between fields', () => {
    const result = parseSettingsFile(
      JSON.stringify({ ...DEFAULT_BACKTEST_CONFIG, useDateRange: true, startDate: '2025-02-01' }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'These settings do not fit: endDate is required when useDateRange is true.',
    });
  });
});
