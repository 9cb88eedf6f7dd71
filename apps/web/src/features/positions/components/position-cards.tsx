import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useT } from '../../../i18n/use-t';
import { formatScore, formatSignedPercent, formatTickPrice } from '../../../utils/format';
import { DirectionBadge } from './direction-badge';
import { PairLabel } from './pair-label';
import { PositionActionButtons } from './position-action-buttons';
import { type PositionActions, type PositionRowView, profitColor } from './row-view';
import { TpMarkers } from './tp-markers';

interface PositionCardsProps extends PositionActions {
  rows: readonly PositionRowView[];
}

/**
 * The narrow layout of an open-position list (below 1024 px): one card per position with every field of the
 * table, the TP markers and direction drawn as in the table, and a 'See details' button.
 */
export function PositionCards({ rows, ...actions }: PositionCardsProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
      {rows.map(({ position, currentPrice, profit, priceDecimals, stop }) => (
        <Card key={position.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" fz="sm">
            <PairLabel position={position} />
            <DirectionBadge direction={position.direction} />
          </Group>
          <SimpleGrid cols={2} spacing={4} mt="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Text size="xs">
              {t('positions.positionCards.current')} {formatTickPrice(currentPrice, priceDecimals)}
            </Text>
            <Text size="xs">
              {t('positions.positionCards.entry')} {formatTickPrice(position.entryPrice, priceDecimals)}
            </Text>
            <Text size="xs" c={profitColor(profit)}>
              {t('positions.positionCards.profit')} {formatSignedPercent(profit)}
            </Text>
            <Text size="xs">
              {t('positions.positionCards.sl')} {formatTickPrice(stop, priceDecimals)}
            </Text>
            <Text size="xs">
              {t('positions.positionCards.score')} {formatScore(position.score)} /{' '}
              {formatScore(position.score2)}
            </Text>
            <Text size="xs">
              {t('positions.positionCards.should')}{' '}
              {position.shouldWork ? t('positions.positionCards.yes') : t('positions.positionCards.no')}
            </Text>
          </SimpleGrid>
          <Text size="xs" mt={4}>
            {t('positions.positionCards.opened')} <UtcStamp value={position.openedAt} />
          </Text>
          <Group justify="space-between" mt="xs" gap="xs">
            <TpMarkers position={position} priceDecimals={priceDecimals} />
            <PositionActionButtons
              position={position}
              detailsLabel={t('positions.positionCards.seeDetails')}
              {...actions}
            />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
