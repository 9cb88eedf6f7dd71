import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import { formatCount, formatProfit, formatRate } from '../utils/analytics-format';

interface Field {
  label: string;
  value: (data: AdvancedAnalytics) => string;
  tone?: (data: AdvancedAnalytics) => 'good' | 'bad' | undefined;
}

const signTone = (value: number) => (value > 0 ? 'good' : value < 0 ? 'bad' : undefined);

/** Every result field of the analysis, in French. */
export const RESULT_FIELDS: readonly Field[] = [
  { label: 'Positions analysées', value: (data) => formatCount(data.totalPositions) },
  { label: 'Taux de réussite', value: (data) => formatRate(data.winRate) },
  {
    label: 'Profit moyen',
    value: (data) => formatProfit(data.averageProfit),
    tone: (data) => signTone(data.averageProfit),
  },
  {
    label: 'Profit total',
    value: (data) => formatProfit(data.totalProfit),
    tone: (data) => signTone(data.totalProfit),
  },
  { label: 'TP1 atteint', value: (data) => formatRate(data.tp1HitRate) },
  { label: 'TP2 atteint', value: (data) => formatRate(data.tp2HitRate) },
  { label: 'TP3 atteint', value: (data) => formatRate(data.tp3HitRate) },
  { label: 'Sorties au breakeven', value: (data) => formatRate(data.breakevenRate) },
  { label: 'Sorties manuelles', value: (data) => formatRate(data.tradersExitRate) },
  { label: 'Stop loss touché', value: (data) => formatRate(data.slHitRate) },
  { label: 'Positions LONG', value: (data) => formatCount(data.longPositions) },
  { label: 'Positions SHORT', value: (data) => formatCount(data.shortPositions) },
];

const TONE_COLOURS = { good: 'teal.4', bad: 'red.4' } as const;

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
            <Text fw={700} size="lg" c={tone ? TONE_COLOURS[tone] : undefined} ff="monospace">
              {field.value(data)}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
