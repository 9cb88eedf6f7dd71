import { ActionIcon, Group, SegmentedControl, Select, Switch, TextInput, Tooltip } from '@mantine/core';
import {
  type BacktestRunsQuery,
  RUN_SORT_FIELDS,
  type RunSortField,
} from '@signaldesk/contracts/backtest-runs';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useT } from '../../../../i18n/use-t';
import type { RunsRequest } from '../../api/backtest-runs';

export const SORT_LABELS: Readonly<Record<RunSortField, string>> = {
  createdAt: 'Date',
  name: 'Name',
  totalTrades: 'Trades',
  winRate: 'Win rate',
  totalProfitLoss: 'Total P&L',
  returnOnInvestment: 'ROI',
  profitFactor: 'Profit factor',
  maxDrawdown: 'Max drawdown',
  sharpe: 'Sharpe ratio',
  durationMs: 'Time taken',
};

export type RunFilterState = Required<Pick<BacktestRunsQuery, 'sort' | 'order' | 'owner'>> & {
  starredOnly: boolean;
  cached: 'any' | 'true' | 'false';
  search: string;
};

export const INITIAL_RUN_FILTERS: RunFilterState = {
  sort: 'createdAt',
  order: 'desc',
  owner: 'mine',
  starredOnly: false,
  cached: 'any',
  search: '',
};

interface RunFiltersProps {
  value: RunFilterState;
  onChange: (next: RunFilterState) => void;
}

/** Whose runs, starred only, cached or computed, a text search, and the order. */
export function RunFilters({ value, onChange }: RunFiltersProps) {
  const t = useT();
  const set = <K extends keyof RunFilterState>(key: K, next: RunFilterState[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t('backtesting.runFilters.whoseRuns')}
        value={value.owner}
        onChange={(owner) => set('owner', owner as RunFilterState['owner'])}
        data={[
          { value: 'mine', label: t('backtesting.runFilters.mine') },
          { value: 'all', label: t('backtesting.runFilters.everyAdmin') },
        ]}
      />
      <TextInput
        label={t('backtesting.runFilters.search')}
        placeholder={t('backtesting.runFilters.nameOrNote')}
        leftSection={<IconSearch size={14} />}
        value={value.search}
        onChange={(event) => set('search', event.currentTarget.value)}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('backtesting.runFilters.answered')}
        value={value.cached}
        onChange={(cached) => set('cached', (cached ?? 'any') as RunFilterState['cached'])}
        data={[
          { value: 'any', label: t('backtesting.runFilters.anyWay') },
          { value: 'false', label: t('backtesting.runFilters.computed') },
          { value: 'true', label: t('backtesting.runFilters.fromCache') },
        ]}
        allowDeselect={false}
        w={{ base: '100%', xs: 140 }}
      />
      <Group gap={4} wrap="nowrap" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
        <Select
          label={t('backtesting.runFilters.sortBy')}
          value={value.sort}
          onChange={(sort) => set('sort', (sort ?? 'createdAt') as RunSortField)}
          data={RUN_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }))}
          allowDeselect={false}
          style={{ flex: 1 }}
          w={{ xs: 160 }}
        />
        <Tooltip
          label={
            value.order === 'desc'
              ? t('backtesting.runFilters.largestFirst')
              : t('backtesting.runFilters.smallestFirst')
          }
        >
          <ActionIcon
            variant="default"
            size={36}
            aria-label={
              value.order === 'desc'
                ? t('backtesting.runFilters.descendingOrderSwitchTo')
                : t('backtesting.runFilters.ascendingOrderSwitchTo')
            }
            onClick={() => set('order', value.order === 'desc' ? 'asc' : 'desc')}
          >
            {value.order === 'desc' ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Switch
        label={t('backtesting.runFilters.starredOnly')}
        checked={value.starredOnly}
        onChange={(event) => set('starredOnly', event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}

/** The server's query for a filter state and page. */
export function runsQuery(filters: RunFilterState, search: string, page: number): RunsRequest {
  return {
    sort: filters.sort,
    order: filters.order,
    owner: filters.owner,
    ...(filters.starredOnly ? { starred: 'true' } : {}),
    ...(filters.cached === 'any' ? {} : { cached: filters.cached }),
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    pageSize: RUNS_PAGE_SIZE,
  };
}

export const RUNS_PAGE_SIZE = 10;
