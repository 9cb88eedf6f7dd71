import type { DeepPartial, LocalizationOptions, Time, TimeChartOptions } from 'lightweight-charts';
import { formatterFor } from '../../i18n/format';
import { getPreferences } from '../../i18n/language-store';

/** Faint grid lines on the dark panels. */
export const CHART_GRID_COLOR = 'rgba(134, 142, 150, 0.12)';

/**
 * The console's one chart look (docs/console.md, Charts): transparent on the panel, grey axis text, no borders,
 * horizontal grid lines only, sized to its box. `overrides` change a part, merged one level deep.
 */
export function consoleChartOptions(
  overrides: DeepPartial<TimeChartOptions> = {},
): DeepPartial<TimeChartOptions> {
  return {
    ...overrides,
    localization: chartLocalization(),
    autoSize: true,
    layout: {
      background: { color: 'transparent' },
      textColor: '#868e96',
      attributionLogo: false,
      ...overrides.layout,
    },
    grid: { vertLines: { visible: false }, horzLines: { color: CHART_GRID_COLOR }, ...overrides.grid },
    rightPriceScale: { borderVisible: false, ...overrides.rightPriceScale },
    timeScale: { borderVisible: false, ...overrides.timeScale },
  };
}

/**
 * The axis and crosshair in the operator's language (docs/console.md, Formats): month names from it, not from the
 * browser's locale, and the crosshair's time in the one date style. Charts are drawn in UTC, and say so.
 */
export function chartLocalization(): DeepPartial<LocalizationOptions<Time>> {
  const format = formatterFor(getPreferences().language ?? 'en', 'utc');
  return {
    locale: format.locale,
    timeFormatter: (time: Time) =>
      typeof time === 'number'
        ? format.dateTime(time * 1000)
        : format.day(typeof time === 'string' ? time : ''),
  };
}
