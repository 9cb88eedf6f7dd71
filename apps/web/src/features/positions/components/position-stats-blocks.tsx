import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import type { PositionStats, SummaryCategory } from '@signaldesk/contracts/positions';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { translate, useT } from '../../../i18n/use-t';
import { formatCount, formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';
import { usePositionSummaries } from '../api/get-position-summaries';
import { COMPACT_TABLE_QUERY } from './position-table';
import { profitColor } from './row-view';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const TITLE_WRAP = { overflowWrap: 'break-word' } as const;

export const STATS_BLOCKS: { category: SummaryCategory; title: string }[] = [
  {
    category: 'all',
    get title() {
      return translate('positions.positionStatsBlocks.all');
    },
  },
  {
    category: 'golden',
    get title() {
      return translate('positions.positionStatsBlocks.golden');
    },
  },
  {
    category: 'admin',
    get title() {
      return translate('positions.positionStatsBlocks.admin');
    },
  },
  {
    category: 'signal',
    get title() {
      return translate('positions.positionStatsBlocks.signal');
    },
  },
  {
    category: 'opportunity',
    get title() {
      return translate('positions.positionStatsBlocks.opportunity');
    },
  },
];

/** A label and its value on one line when they fit, the value on the next when not; a value never breaks. */
function Line({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group gap={4} justify="space-between" wrap="wrap">
      <Text inherit>{label}:</Text>
      <Text inherit span fw={600} c={color} style={NO_WRAP}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * One category's block. Below 1440 px five blocks share a narrow row, so the title and lines are one size smaller
 * (the tables' compact query); a title longer than its block wraps instead of overflowing (docs/positions.md,
 * Performance Analysis).
 */
export function StatsBlock({ title, stats }: { title: string; stats: PositionStats }) {
  const t = useT();
  const compact = useViewportQuery(COMPACT_TABLE_QUERY);
  return (
    <Card
      withBorder
      padding="sm"
      aria-label={t('positions.positionStatsBlocks.statistics', { title })}
      fz={compact ? 'xs' : 'sm'}
    >
      <Title order={4} fz={compact ? 'md' : undefined} style={TITLE_WRAP}>
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb={4}>
        {formatCount(stats.count)} {t('positions.positionStatsBlocks.positions')}
      </Text>
      <Line
        label={t('positions.positionStatsBlocks.successRate')}
        value={formatOneDecimalPercent(stats.successRate)}
      />
      <Line
        label={t('positions.positionStatsBlocks.bestTrade')}
        value={formatSignedPercent(stats.bestTrade)}
        color={profitColor(stats.bestTrade)}
      />
      <Line
        label={t('positions.positionStatsBlocks.worstTrade')}
        value={formatSignedPercent(stats.worstTrade)}
        color={profitColor(stats.worstTrade)}
      />
      <Line
        label={t('positions.positionStatsBlocks.averageGain')}
        value={formatSignedPercent(stats.averageGain)}
        color={profitColor(stats.averageGain)}
      />
    </Card>
  );
}

/** The statistic blocks of the history screen, from GET summaries; owns its loading and error state. */
export function PositionStatsBlocks() {
  const t = useT();
  const query = usePositionSummaries();
  if (query.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('positions.positionStatsBlocks.loadingStatistics')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('positions.positionStatsBlocks.errorLoadingData')}>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          {t('positions.positionStatsBlocks.retry')}
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
