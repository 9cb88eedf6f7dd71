import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { statisticsByCategory } from '@signaldesk/core/position/stats';
import { useMemo, useState } from 'react';
import { notifySuccess } from '../../../components/ui/notify';
import { useT } from '../../../i18n/use-t';
import { saveText } from '../../../lib/save-blob';
import { useClosedPositions } from '../api/get-closed-positions';
import { useLinkedPosition } from '../hooks/use-linked-position';
import { historyCsv } from '../utils/history-csv';
import {
  filterHistory,
  type HistoryFilters,
  hasHistoryFilters,
  NO_HISTORY_FILTERS,
} from '../utils/history-filters';
import { HistoryFiltersBar } from './history-filters-bar';
import { HistoryPnlSection } from './history-pnl-section';
import { PositionDetailsModal } from './position-details-modal';
import { PositionHistoryTable } from './position-history-table';
import { PositionStatsBlocks, STATS_BLOCKS, StatsBlock } from './position-stats-blocks';

export const HISTORY_LOAD_FAILED_MESSAGE = 'Error loading data';
export const HISTORY_CSV_NAME = 'position-history.csv';

/** The statistic blocks over the filtered rows (the same rules as the server's summaries). */
function FilteredStatsBlocks({ positions }: { positions: readonly Position[] }) {
  const stats = useMemo(() => statisticsByCategory(positions), [positions]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      {STATS_BLOCKS.map(({ category, title }) => (
        <StatsBlock key={category} title={title} stats={stats[category]} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The closed positions screen (docs/positions.md, Performance Analysis): statistic blocks, the filters, then the
 * Position History table. Without a filter the blocks are the server's summaries; with one they follow the
 * filtered rows. Each panel loads alone.
 */
export function PositionsHistory() {
  const t = useT();
  const query = useClosedPositions();
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const [details, setDetails] = useState<Position | null>(null);
  const filtering = hasHistoryFilters(filters);
  useLinkedPosition(
    { positions: query.data, settled: query.isFetchedAfterMount && !query.isFetching },
    setDetails,
    'closed positions',
  );
  const filtered = useMemo(
    () => (query.data ? filterHistory(query.data, filters) : []),
    [query.data, filters],
  );

  const exportCsv = () => {
    saveText(HISTORY_CSV_NAME, historyCsv(filtered), 'text/csv');
    notifySuccess(
      t('positions.positionsHistory.exportReady'),
      t('positions.positionsHistory.positionsWrittenTo', { length: filtered.length, HISTORY_CSV_NAME }),
    );
  };

  let panel: React.ReactNode;
  if (query.isPending) {
    panel = (
      <Center py="xl">
        <Loader aria-label={t('positions.positionsHistory.loadingPositionHistory')} />
      </Center>
    );
  } else if (query.isError) {
    panel = (
      <Alert color="red" role="alert" title={HISTORY_LOAD_FAILED_MESSAGE}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('positions.positionsHistory.retry')}
        </Button>
      </Alert>
    );
  } else {
    panel = (
      <>
        <HistoryFiltersBar positions={query.data} filters={filters} onChange={setFilters} />
        <HistoryPnlSection positions={filtered} />
        <PositionHistoryTable positions={filtered} onSelect={setDetails} />
      </>
    );
  }

  return (
    <Stack gap="lg">
      {filtering && query.data ? <FilteredStatsBlocks positions={filtered} /> : <PositionStatsBlocks />}
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>{t('positions.positionsHistory.positionHistory')}</Title>
          <Button size="compact-sm" variant="light" onClick={exportCsv} disabled={!query.data}>
            {t('positions.positionsHistory.exportCsv')}
          </Button>
        </Group>
        {panel}
      </Stack>
      <PositionDetailsModal position={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
