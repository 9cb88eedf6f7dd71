import type { DeepPartial, TimeChartOptions } from 'lightweight-charts';

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
