import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { POSITION_CATEGORIES, POSITION_CATEGORY_LABELS } from '@signaldesk/core/position/category';
import { useMemo } from 'react';
import { distinctValues, type HistoryFilters, NO_HISTORY_FILTERS } from '../utils/history-filters';

const ANY = { value: '', label: 'Any' };

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
      label: 'Category',
      data: POSITION_CATEGORIES.map((value) => ({ value, label: POSITION_CATEGORY_LABELS[value] })),
    },
    { name: 'pair', label: 'Pair', data: pairs },
    { name: 'direction', label: 'Direction', data: ['LONG', 'SHORT'] },
    { name: 'closeReason', label: 'Close reason', data: reasons },
  ];
  const set = <K extends keyof HistoryFilters>(name: K, value: HistoryFilters[K]) =>
    onChange({ ...filters, [name]: value });
  return (
    <form aria-label="History filters" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, lg: 7 }} spacing="xs">
        <TextInput
          label="Search"
          placeholder="Pair, type, reason or id"
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
          label="Closed from (UTC)"
          type="date"
          value={filters.closedFrom}
          onChange={(event) => set('closedFrom', event.currentTarget.value)}
        />
        <TextInput
          label="Closed to (UTC)"
          type="date"
          value={filters.closedTo}
          onChange={(event) => set('closedTo', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group mt="xs">
        <Button size="compact-sm" variant="default" onClick={() => onChange(NO_HISTORY_FILTERS)}>
          Clear filters
        </Button>
      </Group>
    </form>
  );
}
