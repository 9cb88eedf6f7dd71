import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import type { AdvancedAnalytics } from '@signaldesk/contracts/advanced-analytics';
import { useState } from 'react';
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
  const [metric, setMetric] = useState<HeatMetric>('winRate');
  const metricPicker = (
    <SegmentedControl
      size="xs"
      value={metric}
      onChange={(value) => setMetric(value as HeatMetric)}
      aria-label="Couleur selon"
      data={[
        { value: 'winRate', label: 'Taux de réussite' },
        { value: 'averageProfit', label: 'Profit moyen' },
      ]}
    />
  );
  return (
    <Stack gap="md">
      <ResultsGrid data={data} />
      <Section title="Carte de chaleur jour × heure (UTC)" aside={metricPicker}>
        <HeatMap data={data} metric={metric} onPick={onPick} />
      </Section>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title="Par heure (UTC)">
          <GroupBars
            title="Positions par heure d'ouverture"
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
        <Section title="Par jour de la semaine">
          <GroupBars
            title="Positions par jour d'ouverture"
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
        <Section title="Par catégorie">
          <BreakdownTable
            caption="Par catégorie"
            groupHeader="Catégorie"
            rows={data.byCategory.map((group) => ({
              ...group,
              name: CATEGORY_NAMES[group.category] ?? group.category,
            }))}
          />
        </Section>
        <Section title="Par direction">
          <BreakdownTable
            caption="Par direction"
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
