import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Position } from '@signaldesk/contracts/positions';
import type { PriceOf } from '../hooks/use-position-prices';
import { PositionCards } from './position-cards';
import { PositionTable } from './position-table';
import { type PositionActions, toRowView } from './row-view';

/** docs/console.md, Shell: below 768 px the console uses its mobile layouts. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

interface PositionListProps extends PositionActions {
  title: string;
  positions: readonly Position[];
  priceOf: PriceOf;
}

/** One list (Futures or Spot) with its count in the heading; cards on mobile, a table on desktop. */
export function PositionList({ title, positions, priceOf, ...actions }: PositionListProps) {
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const rows = positions.map((position) => toRowView(position, priceOf));
  return (
    <Stack gap="xs">
      <Title order={3}>
        {title} ({positions.length})
      </Title>
      {isMobile ? <PositionCards rows={rows} {...actions} /> : <PositionTable rows={rows} {...actions} />}
    </Stack>
  );
}
