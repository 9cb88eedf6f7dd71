import { Alert, Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useClosedPositions } from '../api/get-closed-positions';
import { PositionHistoryTable } from './position-history-table';
import { PositionStatsBlocks } from './position-stats-blocks';

export const HISTORY_LOAD_FAILED_MESSAGE = 'Error loading data';

function HistoryPanel() {
  const query = useClosedPositions();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading position history" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={HISTORY_LOAD_FAILED_MESSAGE}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <PositionHistoryTable positions={query.data} />;
}

/** The closed positions screen: statistic blocks, then the Position History table; each panel loads alone. */
export function PositionsHistory() {
  return (
    <Stack gap="lg">
      <PositionStatsBlocks />
      <Stack gap="xs">
        <Title order={3}>Position History</Title>
        <HistoryPanel />
      </Stack>
    </Stack>
  );
}
