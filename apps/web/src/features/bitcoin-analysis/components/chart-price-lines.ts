import type { BitcoinAnalysisDto } from '@signaldesk/contracts/analyses';
import { LEVELS_SHOWN } from './level-list';

export interface ChartPriceLine {
  price: number;
  title: string;
  color: string;
  dashed: boolean;
}

/** Colours of the chart's lines, readable on the dark theme. */
export const LINE_COLORS = { entry: '#38d9a9', target: '#4dabf7', low: '#ff8787', high: '#ffd43b' } as const;

/** The lines the chart draws: the entry zones and targets the card shows, and the 24 h low and high. */
export function chartPriceLines(analysis: BitcoinAnalysisDto): ChartPriceLine[] {
  const { entryZones, targets } = analysis.recommendations.specificLevels;
  return [
    ...entryZones.slice(0, LEVELS_SHOWN).map((level, index) => ({
      price: level.price,
      title: `Entry ${index + 1}`,
      color: LINE_COLORS.entry,
      dashed: true,
    })),
    ...targets.slice(0, LEVELS_SHOWN).map((level, index) => ({
      price: level.price,
      title: `Target ${index + 1}`,
      color: LINE_COLORS.target,
      dashed: true,
    })),
    { price: analysis.keyLevels.dailyLow, title: '24h low', color: LINE_COLORS.low, dashed: false },
    { price: analysis.keyLevels.dailyHigh, title: '24h high', color: LINE_COLORS.high, dashed: false },
  ];
}
