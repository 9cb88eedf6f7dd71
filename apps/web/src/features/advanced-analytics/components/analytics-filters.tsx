import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { UTC_HOURS, WEEKDAYS } from '@signaldesk/contracts/advanced-analytics';
import { POOR_TRADING_HOURS_UTC } from '@signaldesk/core/market/trading-calendar';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  hourLabel,
  WEEKDAY_DISPLAY_ORDER,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT,
  WEEKEND_DAYS,
} from '../utils/analytics-labels';
import { TogglePicker } from './toggle-picker';

/** The filter as the form edits it: the hours and weekdays actually ticked (all of them for "all"). */
export interface FilterDraft {
  startDate: string;
  endDate: string;
  hours: number[];
  days: number[];
}

interface AnalyticsFiltersProps {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  onRun: () => void;
  running: boolean;
}

const GOOD_HOURS = UTC_HOURS.filter((hour) => !POOR_TRADING_HOURS_UTC.includes(hour));
const WEEK_DAYS = WEEKDAYS.filter((day) => !(WEEKEND_DAYS as readonly number[]).includes(day));

/** What stops a run, in words, or null when the draft can run. */
export function draftProblem(draft: FilterDraft): string | null {
  if (!draft.startDate || !draft.endDate) return 'Indiquez une date de début et une date de fin.';
  if (draft.endDate < draft.startDate) return 'La date de fin doit suivre la date de début.';
  if (draft.hours.length === 0) return 'Choisissez au moins une heure.';
  if (draft.days.length === 0) return 'Choisissez au moins un jour.';
  return null;
}

/** Dates, UTC hours, weekdays and the run button. */
export function AnalyticsFilters({ draft, onChange, onRun, running }: AnalyticsFiltersProps) {
  const t = useT();
  const problem = draftProblem(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onRun();
  };
  return (
    <Paper
      p={{ base: 'sm', sm: 'md' }}
      component="form"
      onSubmit={submit}
      aria-label={t('advancedAnalytics.analyticsFilters.filtresDeLAnalyse')}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={t('advancedAnalytics.analyticsFilters.dateDeDebut')}
            value={draft.startDate}
            onChange={(event) => onChange({ ...draft, startDate: event.currentTarget.value })}
            required
          />
          <TextInput
            type="date"
            label={t('advancedAnalytics.analyticsFilters.dateDeFin')}
            value={draft.endDate}
            onChange={(event) => onChange({ ...draft, endDate: event.currentTarget.value })}
            required
          />
        </SimpleGrid>
        <TogglePicker
          legend="Heures (UTC)"
          options={UTC_HOURS.map((hour) => ({
            value: hour,
            label: String(hour).padStart(2, '0'),
            title: hourLabel(hour),
          }))}
          selected={draft.hours}
          onChange={(hours) => onChange({ ...draft, hours })}
          quickChoices={[
            { label: t('advancedAnalytics.analyticsFilters.toutes'), values: UTC_HOURS },
            { label: t('advancedAnalytics.analyticsFilters.aucune'), values: [] },
            {
              label: t('advancedAnalytics.analyticsFilters.heuresDefavorables'),
              values: POOR_TRADING_HOURS_UTC,
            },
            { label: t('advancedAnalytics.analyticsFilters.heuresFavorables'), values: GOOD_HOURS },
          ]}
        />
        <TogglePicker
          legend="Jours de la semaine"
          options={WEEKDAY_DISPLAY_ORDER.map((day) => ({
            value: day,
            label: WEEKDAY_SHORT[day],
            title: WEEKDAY_NAMES[day],
          }))}
          selected={draft.days}
          onChange={(days) => onChange({ ...draft, days })}
          quickChoices={[
            { label: t('advancedAnalytics.analyticsFilters.tous'), values: WEEKDAYS },
            { label: t('advancedAnalytics.analyticsFilters.aucun'), values: [] },
            { label: t('advancedAnalytics.analyticsFilters.weekEnd'), values: WEEKEND_DAYS },
            { label: t('advancedAnalytics.analyticsFilters.semaine'), values: WEEK_DAYS },
          ]}
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c={problem ? 'orange.4' : 'gray.5'} aria-live="polite">
            {problem ?? t('advancedAnalytics.analyticsFilters.heuresEtJoursEn')}
          </Text>
          <Button
            type="submit"
            color="teal.9"
            leftSection={<IconPlayerPlay size={16} />}
            loading={running}
            disabled={problem !== null}
          >
            {t('advancedAnalytics.analyticsFilters.lancerLAnalyse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
