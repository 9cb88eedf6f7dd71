import { describe, expect, it } from 'vitest';
import { formatterFor } from './format';

const en = formatterFor('en', 'utc');
const fr = formatterFor('fr', 'utc');
const instant = '2026-11-27T08:47:31.999Z';

describe('dates: one style per language, the zone always named', () => {
  it('writes an instant to the minute', () => {
    expect(en.dateTime(instant)).toBe('2026-11-27 08:47 UTC');
    expect(fr.dateTime(instant)).toBe('27/11/2026 08:47 UTC');
    expect(fr.dateTimeSeconds(instant)).toBe('27/11/2026 08:47:31 UTC');
  });

  it('reads the day in UTC, not in the browser’s zone', () => {
    expect(en.date('2026-03-05T23:30:00Z')).toBe('2026-03-05');
    expect(fr.date('2026-03-05T23:30:00Z')).toBe('05/03/2026');
    expect(fr.day('2026-11-02')).toBe('02/11/2026');
    expect(en.day('2026-11-02')).toBe('2026-11-02');
    expect(en.time(instant)).toBe('08:47 UTC');
  });

  it('names the local zone when the operator chose local time', () => {
    const local = formatterFor('en', 'local');
    expect(local.dateTime(instant)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+$/);
    expect(local.dateTime(instant).endsWith(local.zoneName) || local.zoneName === '').toBe(true);
  });

  it('writes short axis days and weekdays in the language', () => {
    expect(en.axisDay(instant)).toBe('Nov 27');
    expect(fr.axisDay(instant)).toBe('27 nov.');
    expect(en.weekday(1)).toBe('Monday');
    expect(fr.weekday(0)).toBe('dimanche');
    expect(en.hour(5)).toBe('05:00');
  });

  it.each([null, undefined, '', 'not a date'])('shows - for %s', (value) => {
    expect(en.dateTime(value)).toBe('-');
    expect(fr.date(value)).toBe('-');
    expect(fr.day('soon')).toBe('-');
  });
});

describe('numbers with the language’s separators', () => {
  it('groups and marks decimals', () => {
    expect(en.number(1234.5)).toBe('1,234.5');
    expect(fr.number(1234.5)).toBe('1\u202f234,5');
    expect(en.number(2.1600000000000037, { decimals: 2 })).toBe('2.16');
    expect(en.number(-0.001, { decimals: 2 })).toBe('0.00');
    expect(en.number(1.25, { decimals: 2, signed: true })).toBe('+1.25');
    expect(en.count(4424)).toBe('4,424');
    expect(fr.count(4424)).toBe('4\u202f424');
  });

  it('writes percentages given in percent', () => {
    expect(en.percent(62.5)).toBe('62.5%');
    expect(fr.percent(62.5)).toBe('62,5\u00a0%');
    expect(en.percent(-0.4, { decimals: 2, signed: true })).toBe('-0.40%');
    expect(fr.percent(1.25, { decimals: 2, signed: true })).toBe('+1,25\u00a0%');
    expect(en.percent(0, { decimals: 2, signed: true })).toBe('0.00%');
  });

  it('writes money', () => {
    expect(en.money(1234.5)).toBe('$1,234.50');
    expect(en.money(-3.2)).toBe('-$3.20');
    expect(en.money(12, 'USD', { signed: true })).toBe('+$12.00');
    expect(fr.money(1234.5)).toBe('1\u202f234,50\u00a0$');
    expect(en.money(1234.5, 'EUR')).toBe('EUR\u00a01,234.50');
  });

  it('says yes and no in the language, and - for an unknown number', () => {
    expect(fr.yesNo(true)).toBe('Oui');
    expect(en.yesNo(false)).toBe('No');
    expect(en.number(Number.NaN)).toBe('-');
    expect(fr.percent(null)).toBe('-');
  });
});
