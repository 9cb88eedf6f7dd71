import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { POSITION_CATEGORIES, POSITION_CATEGORY_LABELS } from '@signaldesk/core/position/category';
import { useMemo } from 'react';
import { translate, useT } from '../../../i18n/use-t';
import { distinctValues, type HistoryFilters, NO_HISTORY_FILTERS } from '../utils/history-filters';

const ANY = {
  value: '',
  get label() {
    return translate('positions.historyFiltersBar.any');
  },
};

/** Category, pair, direction, close reason, close-date range (UTC days) and a search box over the history. */
export function HistoryFiltersBar({
  positions,
  filters,
  onChange,
}: {
  positions: readonly Position[];
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const t = useT();
  const pairs = useMemo(() => distinctValues(positions, (p) => p.symbol), [positions]);
  const reasons = useMemo(() => distinctValues(positions, (p) => p.closeReason), [positions]);
  // The values come from these choices only, so each stays within its filter's type.
  const selects: {
    name: 'category' | 'pair' | 'direction' | 'closeReason';
    label: string;
    data: (string | { value: string; label: string })[];
  }[] = [
    {
      name: 'category',
      label: t('positions.historyFiltersBar.category'),
      data: POSITION_CATEGORIES.map((value) => ({ value, label: POSITION_CATEGORY_LABELS[value] })),
    },
    { name: 'pair', label: t('positions.historyFiltersBar.pair'), data: pairs },
    { name: 'direction', label: t('positions.historyFiltersBar.direction'), data: ['LONG', 'SHORT'] },
    { name: 'closeReason', label: t('positions.historyFiltersBar.closeReason'), data: reasons },
  ];
  const set = <K extends keyof HistoryFilters>(name: K, value: HistoryFilters[K]) =>
    onChange({ ...filters, [name]: value });
  return (
    <form
      aria-label={t('positions.historyFiltersBar.historyFilters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="xs">
        <TextInput
          label={t('positions.historyFiltersBar.search')}
          placeholder={t('positions.historyFiltersBar.pairTypeReasonOr')}
          value={filters.search}
          onChange={(event) => set('search', event.currentTarget.value)}
        />
        {selects.map(({ name, label, data }) => (
          <NativeSelect
            key={name}
            label={label}
            data={[ANY, ...data]}
            value={filters[name]}
            onChange={(event) => onChange({ ...filters, [name]: event.currentTarget.value })}
          />
        ))}
        <TextInput
          label={t('positions.historyFiltersBar.closedFromUtc')}
          type="date"
          value={filters.closedFrom}
          onChange={(event) => set('closedFrom', event.currentTarget.value)}
        />
        <TextInput
          label={t('positions.historyFiltersBar.closedToUtc')}
          type="date"
          value={filters.closedTo}
          onChange={(event) => set('closedTo', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group mt="xs">
        <Button size="compact-sm" variant="default" onClick={() => onChange(NO_HISTORY_FILTERS)}>
          {t('positions.historyFiltersBar.clearFilters')}
        </Button>
      </Group>
    </form>
  );
}
