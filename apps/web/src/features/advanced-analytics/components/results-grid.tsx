import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import {
  formatFrenchCount,
  formatFrenchOneDecimalPercent,
  formatFrenchSignedPercent,
} from '../../../utils/format';
import { profitTone } from '../utils/profit-tone';

interface Field {
  label: string;
  value: (data: AdvancedAnalytics) => string;
  tone?: (data: AdvancedAnalytics) => string | undefined;
}

/** Every result field of the analysis, in French. */
export const RESULT_FIELDS: readonly Field[] = [
  { label: 'Positions analysées', value: (data) => formatFrenchCount(data.totalPositions) },
  { label: 'Taux de réussite', value: (data) => formatFrenchOneDecimalPercent(data.winRate) },
  {
    label: 'Profit moyen',
    value: (data) => formatFrenchSignedPercent(data.averageProfit),
    tone: (data) => profitTone(data.averageProfit),
  },
  {
    label: 'Profit total',
    value: (data) => formatFrenchSignedPercent(data.totalProfit),
    tone: (data) => profitTone(data.totalProfit),
  },
  { label: 'TP1 atteint', value: (data) => formatFrenchOneDecimalPercent(data.tp1HitRate) },
  { label: 'TP2 atteint', value: (data) => formatFrenchOneDecimalPercent(data.tp2HitRate) },
  { label: 'TP3 atteint', value: (data) => formatFrenchOneDecimalPercent(data.tp3HitRate) },
  { label: 'Sorties au breakeven', value: (data) => formatFrenchOneDecimalPercent(data.breakevenRate) },
  { label: 'Sorties manuelles', value: (data) => formatFrenchOneDecimalPercent(data.tradersExitRate) },
  { label: 'Stop loss touché', value: (data) => formatFrenchOneDecimalPercent(data.slHitRate) },
  { label: 'Positions LONG', value: (data) => formatFrenchCount(data.longPositions) },
  { label: 'Positions SHORT', value: (data) => formatFrenchCount(data.shortPositions) },
];

/** The results grid: one card per field. */
export function ResultsGrid({ data }: { data: AdvancedAnalytics }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="list" aria-label="Résultats">
      {RESULT_FIELDS.map((field) => {
        const tone = field.tone?.(data);
        return (
          <Paper key={field.label} p="sm" role="listitem">
            <Text size="xs" c="gray.5">
              {field.label}
            </Text>
            <Text fw={700} size="lg" c={tone} ff="monospace">
              {field.value(data)}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
