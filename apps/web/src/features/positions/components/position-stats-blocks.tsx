import { Alert, Button, Card, Center, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import type { PositionStats, SummaryCategory } from '@signaldesk/contracts/positions';
import { formatCount, formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';
import { usePositionSummaries } from '../api/get-position-summaries';
import { profitColor } from './row-view';

export const STATS_BLOCKS: { category: SummaryCategory; title: string }[] = [
  { category: 'all', title: 'All' },
  { category: 'golden', title: 'Golden' },
  { category: 'admin', title: 'Admin' },
  { category: 'signal', title: 'Signal' },
  { category: 'opportunity', title: 'Opportunity' },
];

function Line({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Text size="sm">
      {label}:{' '}
      <Text span fw={600} c={color}>
        {value}
      </Text>
    </Text>
  );
}

export function StatsBlock({ title, stats }: { title: string; stats: PositionStats }) {
  return (
    <Card withBorder padding="sm" aria-label={`${title} statistics`}>
      <Title order={4}>{title}</Title>
      <Text size="xs" c="dimmed" mb={4}>
        {formatCount(stats.count)} positions
      </Text>
      <Line label="Success rate" value={formatOneDecimalPercent(stats.successRate)} />
      <Line
        label="Best trade"
        value={formatSignedPercent(stats.bestTrade)}
        color={profitColor(stats.bestTrade)}
      />
      <Line
        label="Worst trade"
        value={formatSignedPercent(stats.worstTrade)}
        color={profitColor(stats.worstTrade)}
      />
      <Line
        label="Average gain"
        value={formatSignedPercent(stats.averageGain)}
        color={profitColor(stats.averageGain)}
      />
    </Card>
  );
}

/** The statistic blocks of the history screen, from GET summaries; owns its loading and error state. */
export function PositionStatsBlocks() {
  const query = usePositionSummaries();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading statistics" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title="Error loading data">
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      {STATS_BLOCKS.map(({ category, title }) => (
        <StatsBlock key={category} title={title} stats={query.data[category]} />
      ))}
    </SimpleGrid>
  );
}
