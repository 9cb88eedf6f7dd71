import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdvancedAnalyticsFilter } from '@signaldesk/contracts/advanced-analytics';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { ApiError } from '../../../lib/api-client';
import { useAdvancedAnalytics } from '../api/run-advanced-analytics';
import { analysisError } from '../utils/analytics-labels';
import { defaultFilter, filterFromParams, filterToParams } from '../utils/filter-params';
import { AnalysisResults } from './analysis-results';
import { describeFilter } from './analysis-summary';
import { AnalyticsFilters, type FilterDraft } from './analytics-filters';
import type { HeatMapPick } from './heat-map';

const ALL_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function toDraft(filter: AdvancedAnalyticsFilter): FilterDraft {
  return {
    startDate: filter.startDate,
    endDate: filter.endDate,
    hours: filter.hours.length === 0 ? ALL_HOURS : [...filter.hours],
    days: filter.days.length === 0 ? ALL_DAYS : [...filter.days],
  };
}

function fromDraft(draft: FilterDraft): AdvancedAnalyticsFilter {
  return {
    startDate: draft.startDate,
    endDate: draft.endDate,
    hours: draft.hours.length === 24 ? [] : draft.hours,
    days: draft.days.length === 7 ? [] : draft.days,
  };
}

/** The server's message, else the screen's French default. */
function errorText(error: unknown): string {
  return error instanceof ApiError && error.body?.error ? error.body.error : analysisError();
}

/**
 * Advanced Analytics (docs/advanced-analytics.md, Screen): the filter lives in the URL; running the form or
 * clicking the heat map writes it there, and the analysis follows the URL (so a view can be shared and reloaded).
 */
export function AdvancedAnalyticsScreen() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const paramText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parsed filter changes only with the URL's text.
  const applied = useMemo(() => filterFromParams(params), [paramText]);
  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(applied ?? defaultFilter(Date.now())));
  useEffect(() => {
    if (applied) setDraft(toDraft(applied));
  }, [applied]);
  const analysis = useAdvancedAnalytics(applied);

  const apply = (filter: AdvancedAnalyticsFilter) => {
    const next = filterToParams(filter);
    if (next.toString() === paramText) void analysis.refetch();
    else setParams(next);
  };
  const pick = (target: HeatMapPick) => {
    if (!applied) return;
    apply({
      ...applied,
      hours: 'hour' in target ? [target.hour] : [],
      days: 'day' in target ? [target.day] : [],
    });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('advancedAnalytics.advancedAnalyticsScreen.analyseDePerformanceAvancee')}
        </Title>
        <Text size="sm" c="gray.5">
          {t('advancedAnalytics.advancedAnalyticsScreen.positionsClotureesSelonLa')}
        </Text>
      </div>
      <AnalyticsFilters
        draft={draft}
        onChange={setDraft}
        onRun={() => apply(fromDraft(draft))}
        running={analysis.isFetching}
      />
      {applied && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" data-testid="applied-filter">
            {describeFilter(applied)}
          </Text>
          {(applied.hours.length > 0 || applied.days.length > 0) && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => apply({ ...applied, hours: [], days: [] })}
            >
              {t('advancedAnalytics.advancedAnalyticsScreen.toutesLesHeuresEt')}
            </Button>
          )}
        </Group>
      )}
      {!applied && (
        <Paper p="lg">
          <Text c="gray.5" ta="center">
            {t('advancedAnalytics.advancedAnalyticsScreen.choisissezUnePeriodeDes')}
          </Text>
        </Paper>
      )}
      {analysis.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          title={t('advancedAnalytics.advancedAnalyticsScreen.analyseImpossible')}
        >
          {errorText(analysis.error)}
        </Alert>
      )}
      {applied && analysis.isPending && (
        <Group justify="center" p="xl" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('advancedAnalytics.advancedAnalyticsScreen.analyseEnCours')}</Text>
        </Group>
      )}
      {applied && analysis.data && !analysis.isError && analysis.data.totalPositions === 0 && (
        <Paper p="lg" role="status">
          <Text ta="center">{t('advancedAnalytics.advancedAnalyticsScreen.aucunePositionClotureeNe')}</Text>
          <Text ta="center" size="sm" c="gray.5">
            {t('advancedAnalytics.advancedAnalyticsScreen.elargissezLaPeriodeOu')}
          </Text>
        </Paper>
      )}
      {applied && analysis.data && !analysis.isError && analysis.data.totalPositions > 0 && (
        <div style={{ opacity: analysis.isPlaceholderData ? 0.6 : 1 }} aria-busy={analysis.isFetching}>
          <AnalysisResults data={analysis.data} onPick={pick} />
        </div>
      )}
    </Stack>
  );
}
