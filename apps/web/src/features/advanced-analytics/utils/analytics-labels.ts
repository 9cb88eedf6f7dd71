import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';
import { frenchScreenFormat } from '../../../utils/format/current';

/** The words of the Advanced Analytics screen (docs/advanced-analytics.md, Screen); French until chosen. */

const weekdayNames = (style: 'long' | 'short') => {
  const format = new Intl.DateTimeFormat(frenchScreenFormat().locale, { timeZone: 'UTC', weekday: style });
  // 2023-01-01 was a Sunday: day 0.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const name = format.format(Date.UTC(2023, 0, 1 + day)).replace(/\.$/, '');
    return name.charAt(0).toUpperCase() + name.slice(1);
  });
};

type Week = readonly [string, string, string, string, string, string, string];
const liveWeek = (style: 'long' | 'short') =>
  new Proxy([], {
    get: (_target, property) => Reflect.get(weekdayNames(style), property),
  }) as unknown as Week;

/** Weekday names, 0 is Sunday, read in the screen's language each time (`Dimanche`, `Sunday`). */
export const WEEKDAY_NAMES: Week = liveWeek('long');
export const WEEKDAY_SHORT: Week = liveWeek('short');
/** Rows of the heat map and bars of the weekday chart: Monday first, as a French week. */
export const WEEKDAY_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WEEKEND_DAYS = [0, 6] as const;

export function hourLabel(hour: number): string {
  return translate('advancedAnalytics.words.hour', { hour: String(hour).padStart(2, '0') });
}

const words = textsOf('advancedAnalytics.words', [
  'categoryGolden',
  'categoryAdmin',
  'categorySignal',
  'categoryOpportunity',
  'categoryOther',
  'directionLong',
  'directionShort',
  'analysisError',
] as const);

export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  get golden() {
    return words.categoryGolden;
  },
  get admin() {
    return words.categoryAdmin;
  },
  get signal() {
    return words.categorySignal;
  },
  get opportunity() {
    return words.categoryOpportunity;
  },
  get other() {
    return words.categoryOther;
  },
};

export const DIRECTION_NAMES: Readonly<Record<string, string>> = {
  get LONG() {
    return words.directionLong;
  },
  get SHORT() {
    return words.directionShort;
  },
};

/** The analysis' failure fallback (docs/console.md, Texts). */
export function analysisError(): string {
  return words.analysisError;
}
