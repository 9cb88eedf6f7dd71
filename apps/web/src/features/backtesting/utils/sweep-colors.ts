import type { Better } from '@signaldesk/core/backtest/run-metrics';

/** The sweep map's colours (docs/backtesting-screen.md, Sweeps): one hue, stronger for a better metric. */

const NEUTRAL = [46, 46, 46] as const;
const BEST = [12, 166, 120] as const;
/** Past this share of the teal, white text on the cell would fall under the WCAG AA contrast of 4.5:1. */
const MAX_MIX = 0.6;

/** Where a value sits between the worst (0) and the best (1) of the grid; 1 when all values are equal. */
export function goodness(value: number, min: number, max: number, better: Better): number {
  if (max === min) return 1;
  const t = (value - min) / (max - min);
  return better === 'lower' ? 1 - t : t;
}

/** A cell's background: dark grey for no value, up to 60 % teal for the best. */
export function sweepCellColor(share: number | null): string {
  if (share === null) return `rgb(${NEUTRAL.join(', ')})`;
  const mix = Math.min(1, Math.max(0, share)) * MAX_MIX;
  const channel = (index: 0 | 1 | 2) => Math.round(NEUTRAL[index] * (1 - mix) + BEST[index] * mix);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}
