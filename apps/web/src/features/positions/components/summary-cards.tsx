import { Card, SimpleGrid, Text } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { totalPerformance } from '@signaldesk/core/position/performance';
import { useT } from '../../../i18n/use-t';
import { formatSignedPercent } from '../../../utils/format';
import type { PriceOf } from '../hooks/use-position-prices';
import { profitColor } from './row-view';

interface SummaryCardsProps {
  positions: readonly Position[];
  priceOf: PriceOf;
  /** False: some current price is not live (stream down or no tick yet), and the card says so. */
  allLive: boolean;
}

export const NOT_LIVE_NOTE = 'Computed without live prices (last known)';

function SummaryCard({
  title,
  value,
  detail,
  color,
}: {
  title: string;
  value: string;
  detail?: string;
  color?: string;
}) {
  return (
    <Card withBorder padding="md" aria-label={title}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {value}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Card>
  );
}

/** Active Positions (long/short split), Total Performance, Futures Positions, Spot Positions. */
export function SummaryCards({ positions, priceOf, allLive }: SummaryCardsProps) {
  const t = useT();
  const longs = positions.filter((p) => p.direction === 'LONG').length;
  const spot = positions.filter((p) => p.isSpot).length;
  const performance = totalPerformance(positions, priceOf);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <SummaryCard
        title={t('positions.summaryCards.activePositions')}
        value={String(positions.length)}
        detail={`${longs} long / ${positions.length - longs} short`}
      />
      <SummaryCard
        title={t('positions.summaryCards.totalPerformance')}
        value={formatSignedPercent(performance)}
        color={profitColor(performance)}
        detail={allLive || positions.length === 0 ? undefined : NOT_LIVE_NOTE}
      />
      <SummaryCard
        title={t('positions.summaryCards.futuresPositions')}
        value={String(positions.length - spot)}
      />
      <SummaryCard title={t('positions.summaryCards.spotPositions')} value={String(spot)} />
    </SimpleGrid>
  );
}
