import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  CATEGORY_NAMES,
  DIRECTION_NAMES,
  hourLabel,
  WEEKDAY_DISPLAY_ORDER,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
} from '../utils/analytics-labels';
import type { HeatMetric } from '../utils/heat-colour';
import { BreakdownTable } from './breakdown-table';
import { GroupBars } from './group-bars';
import { HeatMap, type HeatMapPick } from './heat-map';
import { ResultsGrid } from './results-grid';

interface AnalysisResultsProps {
  data: AdvancedAnalytics;
  onPick: (pick: HeatMapPick) => void;
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Paper p={{ base: 'sm', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The results grid, the heat map, the bars by hour and weekday, and the category and direction breakdowns. */
export function AnalysisResults({ data, onPick }: AnalysisResultsProps) {
  const t = useT();
  const [metric, setMetric] = useState<HeatMetric>('winRate');
  const metricPicker = (
    <SegmentedControl
      size="xs"
      value={metric}
      onChange={(value) => setMetric(value as HeatMetric)}
      aria-label={t('advancedAnalytics.analysisResults.couleurSelon')}
      data={[
        { value: 'winRate', label: t('advancedAnalytics.analysisResults.tauxDeReussite') },
        { value: 'averageProfit', label: t('advancedAnalytics.analysisResults.profitMoyen') },
      ]}
    />
  );
  return (
    <Stack gap="md">
      <ResultsGrid data={data} />
      <Section title={t('advancedAnalytics.analysisResults.carteDeChaleurJour')} aside={metricPicker}>
        <HeatMap data={data} metric={metric} onPick={onPick} />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('advancedAnalytics.analysisResults.parHeureUtc')}>
          <GroupBars
            title={t('advancedAnalytics.analysisResults.positionsParHeureD')}
            metric={metric}
            onPick={(hour) => onPick({ hour })}
            groups={data.byHour.map((group) => ({
              ...group,
              key: group.hour,
              label: group.hour % 3 === 0 ? String(group.hour).padStart(2, '0') : '',
              name: hourLabel(group.hour),
            }))}
          />
        </Section>
        <Section title={t('advancedAnalytics.analysisResults.parJourDeLa')}>
          <GroupBars
            title={t('advancedAnalytics.analysisResults.positionsParJourD')}
            metric={metric}
            onPick={(day) => onPick({ day })}
            groups={WEEKDAY_DISPLAY_ORDER.map((day) => ({
              ...data.byWeekday[day]!,
              key: day,
              label: WEEKDAY_SHORT[day],
              name: WEEKDAY_NAMES[day],
            }))}
          />
        </Section>
        <Section title={t('advancedAnalytics.analysisResults.parCategorie')}>
          <BreakdownTable
            caption={t('advancedAnalytics.analysisResults.parCategorie')}
            groupHeader="Catégorie"
            rows={data.byCategory.map((group) => ({
              ...group,
              name: CATEGORY_NAMES[group.category] ?? group.category,
            }))}
          />
        </Section>
        <Section title={t('advancedAnalytics.analysisResults.parDirection')}>
          <BreakdownTable
            caption={t('advancedAnalytics.analysisResults.parDirection')}
            groupHeader="Direction"
            rows={data.byDirection.map((group) => ({
              ...group,
              name: DIRECTION_NAMES[group.direction] ?? group.direction,
            }))}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
