/**
 * Heat-map colours on the dark console: from red (worst) through grey (middle) to green (best). Every colour of the
 * scale keeps white text above the WCAG AA contrast ratio.
 */

type Rgb = readonly [number, number, number];
const WORST: Rgb = [176, 37, 37];
const MIDDLE: Rgb = [73, 80, 87];
const BEST: Rgb = [35, 112, 50];
export const EMPTY_CELL_COLOUR = '#2e2e2e';

function mix(from: Rgb, to: Rgb, share: number): string {
  const channel = (index: 0 | 1 | 2) => Math.round(from[index] + (to[index] - from[index]) * share);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

/** The colour of a position on the scale, 0 (worst) to 1 (best). */
export function heatColour(position: number): string {
  const clamped = Math.min(1, Math.max(0, position));
  return clamped < 0.5 ? mix(WORST, MIDDLE, clamped * 2) : mix(MIDDLE, BEST, (clamped - 0.5) * 2);
}

export type HeatMetric = 'winRate' | 'averageProfit';

/** The scale of a metric: win rates 0-100 %, average profits symmetric around 0 up to the largest size. */
export function heatScale(metric: HeatMetric, values: readonly number[]): { min: number; max: number } {
  if (metric === 'winRate') return { min: 0, max: 100 };
  const largest = Math.max(0.01, ...values.map((value) => Math.abs(value)));
  return { min: -largest, max: largest };
}

export function scalePosition(value: number, scale: { min: number; max: number }): number {
  return (value - scale.min) / (scale.max - scale.min);
}
