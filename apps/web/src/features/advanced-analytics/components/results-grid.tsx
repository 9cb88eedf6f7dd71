import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import { translate, useT } from '../../../i18n/use-t';
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
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.positionsAnalysees');
    },
    value: (data) => formatFrenchCount(data.totalPositions),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.tauxDeReussite');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.winRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.profitMoyen');
    },
    value: (data) => formatFrenchSignedPercent(data.averageProfit),
    tone: (data) => profitTone(data.averageProfit),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.profitTotal');
    },
    value: (data) => formatFrenchSignedPercent(data.totalProfit),
    tone: (data) => profitTone(data.totalProfit),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.tp1Atteint');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.tp1HitRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.tp2Atteint');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.tp2HitRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.tp3Atteint');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.tp3HitRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.sortiesAuBreakeven');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.breakevenRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.sortiesManuelles');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.tradersExitRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.stopLossTouche');
    },
    value: (data) => formatFrenchOneDecimalPercent(data.slHitRate),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.positionsLong');
    },
    value: (data) => formatFrenchCount(data.longPositions),
  },
  {
    get label() {
      return translate('advancedAnalytics.resultsGrid.positionsShort');
    },
    value: (data) => formatFrenchCount(data.shortPositions),
  },
];

/** The results grid: one card per field. */
export function ResultsGrid({ data }: { data: AdvancedAnalytics }) {
  const t = useT();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="sm"
      role="list"
      aria-label={t('advancedAnalytics.resultsGrid.resultats')}
    >
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
