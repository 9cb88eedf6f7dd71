import { describe, expect, it } from 'vitest';
import { formatCountdown, ignoredReasonText, waitingText } from './signal-labels';

describe('formatCountdown', () => {
  it.each([
    [0, '0s'],
    [-5_000, '0s'],
    [45_999, '45s'],
    [270_000, '4m 30s'],
    [7_500_000, '2h 05m'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('waitingText', () => {
  const signal = {
    waitEndsAt: '2026-11-25T10:11:00.000Z',
    searchEndsAt: '2026-11-25T12:41:00.000Z',
    searchProgress: null,
  };
  it('counts down the wait, then the search, then says the manager decides', () => {
    expect(waitingText(signal, Date.parse('2026-11-25T10:06:30.000Z'))).toBe('Search starts in 4m 30s');
    expect(waitingText(signal, Date.parse('2026-11-25T10:11:00.000Z'))).toBe(
      'Searching an entry, ends in 2h 30m',
    );
    expect(waitingText(signal, Date.parse('2026-11-25T12:41:00.000Z'))).toBe('Search over, deciding');
    expect(waitingText({ waitEndsAt: null, searchEndsAt: null, searchProgress: null }, 0)).toBe('-');
  });

  it('adds the pattern candles seen and needed once the manager judged a window', () => {
    const judged = { ...signal, searchProgress: { pattern: 2 as const, seen: 3, needed: 4 } };
    expect(waitingText(judged, Date.parse('2026-11-25T11:00:00.000Z'))).toBe(
      'Searching an entry, ends in 1h 41m · pattern #2: 3/4 candles',
    );
  });
});

describe('ignoredReasonText', () => {
  it('names the backtest reason and says what it means', () => {
    expect(ignoredReasonText('riskScore')).toBe('riskScore: risk score above the maximum');
    expect(ignoredReasonText('noEntry')).toBe('noEntry: no entry pattern before the search ended');
    expect(ignoredReasonText('somethingNew')).toBe('somethingNew');
    expect(ignoredReasonText(null)).toBe('-');
  });
});
