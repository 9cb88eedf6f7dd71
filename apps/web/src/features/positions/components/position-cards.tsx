import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAdaptivePrice, formatSignedPercent } from '../../../utils/format';
import { PairLabel } from './pair-label';
import { PositionActionButtons } from './position-action-buttons';
import { type PositionActions, type PositionRowView, profitColor } from './row-view';
import { TpMarkers } from './tp-markers';

interface PositionCardsProps extends PositionActions {
  rows: readonly PositionRowView[];
}

/** The mobile layout of an open-position list: one card per position with a 'See details' button. */
export function PositionCards({ rows, ...actions }: PositionCardsProps) {
  return (
    <Stack gap="xs">
      {rows.map(({ position, currentPrice, profit }) => (
        <Card key={position.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <PairLabel position={position} />
            <Badge size="sm" color={position.direction === 'LONG' ? 'teal' : 'red'}>
              {position.direction}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing={4} mt="xs">
            <Text size="xs">Current: {formatAdaptivePrice(currentPrice)}</Text>
            <Text size="xs">Entry: {formatAdaptivePrice(position.entryPrice)}</Text>
            <Text size="xs" c={profitColor(profit)}>
              Profit: {formatSignedPercent(profit)}
            </Text>
            <Text size="xs">SL: {formatAdaptivePrice(position.stopLoss)}</Text>
          </SimpleGrid>
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <TpMarkers position={position} />
            <PositionActionButtons position={position} detailsLabel="See details" {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
