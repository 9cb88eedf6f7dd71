import { Stack, Title } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { memo } from 'react';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { useBreakevenRules } from '../api/get-breakeven-rules';
import type { PriceOf } from '../hooks/use-position-prices';
import { usePriceDecimals } from '../hooks/use-price-decimals';
import { PositionCards } from './position-cards';
import { PositionTable } from './position-table';
import { type PositionActions, toRowView } from './row-view';

/** docs/console.md, Shell: below 768 px the console uses its mobile layouts. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** docs/positions.md, Overview: below 1024 px the open positions are cards (the table needs 1024 px to fit). */
export const POSITION_CARDS_QUERY = '(max-width: 1023.98px)';

interface PositionListProps extends PositionActions {
  title: string;
  positions: readonly Position[];
  priceOf: PriceOf;
}

/** One list (Futures or Spot) with its count in the heading; cards below 1024 px, a table from there. */
/** Memoized: the dashboard re-renders on the feed's status and on dialogs; the rows only change with their props. */
export const PositionList = memo(function PositionList({
  title,
  positions,
  priceOf,
  ...actions
}: PositionListProps) {
  const t = useT();
  const asCards = useViewportQuery(POSITION_CARDS_QUERY);
  const decimalsOf = usePriceDecimals();
  const breakevens = useBreakevenRules().data ?? null;
  const rows = positions.map((position) => toRowView(position, priceOf, decimalsOf, breakevens));
  return (
    <Stack gap="xs">
      <Title order={3}>
        {title} ({positions.length})
      </Title>
      {asCards ? (
        <PositionCards rows={rows} {...actions} />
      ) : (
        <PositionTable label={t('positions.positionList.table', { title })} rows={rows} {...actions} />
      )}
    </Stack>
  );
});
