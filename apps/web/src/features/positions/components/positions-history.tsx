import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { statisticsByCategory } from '@signaldesk/core/position/stats';
import { useMemo, useState } from 'react';
import { SheetExportButtons } from '../../../components/ui/sheet-export-buttons';
import { useFormat, useT } from '../../../i18n';
import { useClosedPositions } from '../api/get-closed-positions';
import { useLinkedPosition } from '../hooks/use-linked-position';
import {
  filterHistory,
  type HistoryFilters,
  hasHistoryFilters,
  NO_HISTORY_FILTERS,
} from '../utils/history-filters';
import { historySheet } from '../utils/history-sheet';
import { HistoryFiltersBar } from './history-filters-bar';
import { HistoryPnlSection } from './history-pnl-section';
import { PositionDetailsModal } from './position-details-modal';
import { PositionHistoryTable } from './position-history-table';
import { PositionStatsBlocks, STATS_BLOCKS, StatsBlock } from './position-stats-blocks';

export const HISTORY_LOAD_FAILED_MESSAGE = 'Error loading data';
/** The export's file name, without its extension (.csv, .xlsx). */
export const HISTORY_EXPORT_NAME = 'position-history';

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
    'closed',
  );
  const filtered = useMemo(
    () => (query.data ? filterHistory(query.data, filters) : []),
    [query.data, filters],
  );

  const format = useFormat();

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
          <SheetExportButtons
            what={t('exports.history.what')}
            fileBase={HISTORY_EXPORT_NAME}
            sheetName={t('exports.history.sheet')}
            sheet={() => historySheet(filtered, t, format)}
            disabled={!query.data}
          />
        </Group>
        {panel}
      </Stack>
      <PositionDetailsModal position={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}
