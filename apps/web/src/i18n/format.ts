import { useMemo } from 'react';
import type { Language, ZoneChoice } from './language-store';
import { useDisplayLanguage, usePreferences } from './use-t';

/**
 * Every number and date the console shows, through `Intl`, in one place (docs/console.md, Formats):
 * - one date style per language, the zone always named: en `2026-11-27 08:47 UTC`, fr `27/11/2026 08:47 UTC`;
 *   in UTC unless the operator chose local time (then the zone's short name, `UTC+1`);
 * - numbers with the language's separators: en `1,234.5`, fr `1 234,5` (narrow no-break space);
 * - percent: en `62.5%`, fr `62,5 %`; money: en `$1,234.50`, fr `1 234,50 $`.
 * An empty or unreadable value shows '-'.
 */
export const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

export const EMPTY = '-';

export type DateInput = Date | number | string | null | undefined;

export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export interface NumberOptions {
  /** Exact decimals (default: up to 2). */
  decimals?: number;
  minDecimals?: number;
  maxDecimals?: number;
  /** A `+` before a gain; a value that rounds to zero gets no sign. */
  signed?: boolean;
  /** Thousands grouping (default true). */
  grouping?: boolean;
}

export interface Formatter {
  language: Language;
  zone: ZoneChoice;
  locale: string;
  /** The zone's name as the dates show it: `UTC`, or the local zone's short name. */
  zoneName: string;
  /** Date and time to the minute, the zone named: `2026-11-27 08:47 UTC` / `27/11/2026 08:47 UTC`. */
  dateTime(value: DateInput): string;
  /** Date and time to the second, the zone named (event logs). */
  dateTimeSeconds(value: DateInput): string;
  /** The day alone in the chosen zone: `2026-11-27` / `27/11/2026`. */
  date(value: DateInput): string;
  /** A calendar day `YYYY-MM-DD` (no zone: it is a day, not an instant) in the language's date style. */
  day(day: string): string;
  /** The time of day, the zone named: `08:47 UTC`. */
  time(value: DateInput): string;
  /** A short month and day for a chart axis: `Nov 27` / `27 nov.`. */
  axisDay(value: DateInput): string;
  number(value: number | null | undefined, options?: NumberOptions): string;
  /** A whole count with grouping: `4,424` / `4 424`. */
  count(value: number | null | undefined): string;
  /** A percentage given in percent (62.5 → `62.5%` / `62,5 %`), 1 decimal unless told. */
  percent(value: number | null | undefined, options?: NumberOptions): string;
  /** An amount in a currency (USD by default), 2 decimals: `$1,234.50` / `1 234,50 $`. */
  money(value: number | null | undefined, currency?: string, options?: { signed?: boolean }): string;
  yesNo(value: boolean): string;
  /** The weekday's name (0 is Sunday), long form: `Monday` / `lundi`. */
  weekday(day: number): string;
  /** A UTC hour of the day: `05:00` in both languages. */
  hour(hour: number): string;
}

const cache = new Map<string, Formatter>();

/** The formatter of a language and zone; one per pair, built once. */
export function formatterFor(language: Language, zone: ZoneChoice): Formatter {
  const key = `${language}:${zone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = buildFormatter(language, zone);
    cache.set(key, formatter);
  }
  return formatter;
}

function buildFormatter(language: Language, zone: ZoneChoice): Formatter {
  const locale = LOCALES[language];
  const timeZone = zone === 'utc' ? 'UTC' : undefined;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const zoneNamer = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
  const zoneNameOf = (date: Date) =>
    zone === 'utc'
      ? 'UTC'
      : (zoneNamer.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '');

  function fields(date: Date) {
    const found: Record<string, string> = {};
    for (const part of parts.formatToParts(date)) found[part.type] = part.value;
    return found as {
      year: string;
      month: string;
      day: string;
      hour: string;
      minute: string;
      second: string;
    };
  }
  const dayText = (f: { year: string; month: string; day: string }) =>
    language === 'fr' ? `${f.day}/${f.month}/${f.year}` : `${f.year}-${f.month}-${f.day}`;

  const axis = new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' });
  const weekdays = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long' });

  const numberFormats = new Map<string, Intl.NumberFormat>();
  function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
    const key = JSON.stringify(options);
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, format);
    }
    return format;
  }
  function digits(options: NumberOptions | undefined, fallbackMax: number, fallbackMin = 0) {
    const min = options?.decimals ?? options?.minDecimals ?? fallbackMin;
    const max = Math.max(min, options?.decimals ?? options?.maxDecimals ?? fallbackMax);
    return { minimumFractionDigits: clampDigits(min), maximumFractionDigits: clampDigits(max) };
  }
  function signDisplay(options: NumberOptions | undefined): Intl.NumberFormatOptions['signDisplay'] {
    return options?.signed ? 'exceptZero' : 'auto';
  }
  /** No `-0`: a value that rounds to zero shows without a sign. */
  function plain(format: Intl.NumberFormat, value: number): string {
    const text = format.format(value);
    return /[1-9]/.test(text) ? text : format.format(0);
  }

  return {
    language,
    zone,
    locale,
    zoneName: zoneNameOf(new Date()),
    dateTime(value) {
      const date = toDate(value);
      if (!date) return EMPTY;
      const f = fields(date);
      return `${dayText(f)} ${f.hour}:${f.minute} ${zoneNameOf(date)}`;
    },
    dateTimeSeconds(value) {
      const date = toDate(value);
      if (!date) return EMPTY;
      const f = fields(date);
      return `${dayText(f)} ${f.hour}:${f.minute}:${f.second} ${zoneNameOf(date)}`;
    },
    date(value) {
      const date = toDate(value);
      return date ? dayText(fields(date)) : EMPTY;
    },
    day(day) {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      return match ? dayText({ year: match[1]!, month: match[2]!, day: match[3]! }) : EMPTY;
    },
    time(value) {
      const date = toDate(value);
      if (!date) return EMPTY;
      const f = fields(date);
      return `${f.hour}:${f.minute} ${zoneNameOf(date)}`;
    },
    axisDay(value) {
      const date = toDate(value);
      return date ? axis.format(date) : EMPTY;
    },
    number(value, options) {
      if (!finite(value)) return EMPTY;
      const format = numberFormat({
        ...digits(options, 2),
        useGrouping: options?.grouping ?? true,
        signDisplay: signDisplay(options),
      });
      return plain(format, value);
    },
    count(value) {
      if (!finite(value)) return EMPTY;
      return numberFormat({ maximumFractionDigits: 0 }).format(value);
    },
    percent(value, options) {
      if (!finite(value)) return EMPTY;
      const format = numberFormat({
        style: 'percent',
        ...digits(options, 1, options?.decimals === undefined ? 1 : 0),
        signDisplay: signDisplay(options),
      });
      return plain(format, value / 100);
    },
    money(value, currency = 'USD', options) {
      if (!finite(value)) return EMPTY;
      const format = numberFormat({
        style: 'currency',
        currency,
        currencyDisplay: currency === 'USD' ? 'narrowSymbol' : 'code',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: options?.signed ? 'exceptZero' : 'auto',
      });
      return plain(format, value);
    },
    yesNo(value) {
      return language === 'fr' ? (value ? 'Oui' : 'Non') : value ? 'Yes' : 'No';
    },
    weekday(day) {
      // 2023-01-01 was a Sunday.
      return weekdays.format(Date.UTC(2023, 0, 1 + (((day % 7) + 7) % 7)));
    },
    hour(hour) {
      return `${String(hour).padStart(2, '0')}:00`;
    },
  };
}

function clampDigits(value: number): number {
  return Math.min(20, Math.max(0, Math.round(value)));
}

/** The formatter of the current screen: the operator's language (or the screen's spec language) and zone. */
export function useFormat(): Formatter {
  const language = useDisplayLanguage();
  const { zone } = usePreferences();
  return useMemo(() => formatterFor(language, zone), [language, zone]);
}
