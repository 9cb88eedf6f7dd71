import { Table, Text, Title } from '@mantine/core';
import type { TopMover } from '@signaldesk/contracts/market';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { formatSignedPercent, formatSixDecimalPrice, formatVolumeMillions } from '../../../utils/format';

interface MoversTableProps {
  title: string;
  movers: TopMover[];
  /** Header of the change column, e.g. 'Change (1h)'; phones show 'Change' (the selector names the timeframe). */
  changeLabel: string;
  emptyMessage: string;
}

/** One ranked table of the top-movers panel: #, Pair, Price (6 decimals), Change (signed), Volume (M USDT). */
export function MoversTable({ title, movers, changeLabel, emptyMessage }: MoversTableProps) {
  const t = useT();
  // Below 768 px the five columns fit a 375 px phone only in a smaller type with tight spacing (1000PEPEUSDT).
  const compact = useViewportQuery('(max-width: 47.99em)');
  return (
    <section aria-label={title}>
      <Title order={4} size="h5" mb="xs">
        {title}
      </Title>
      {movers.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {emptyMessage}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={compact ? 300 : 400}>
          <Table
            striped
            fz={compact ? 'xs' : 'sm'}
            horizontalSpacing={compact ? 3 : 'xs'}
            verticalSpacing={6}
            style={{ whiteSpace: 'nowrap' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={compact ? 20 : 28}>#</Table.Th>
                <Table.Th>{t('topMovers.moversTable.pair')}</Table.Th>
                <Table.Th ta="right">{t('topMovers.moversTable.price')}</Table.Th>
                <Table.Th ta="right">{compact ? t('topMovers.moversTable.change') : changeLabel}</Table.Th>
                <Table.Th ta="right">
                  {compact ? t('topMovers.moversTable.volume') : t('topMovers.moversTable.volumeUsdt')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movers.map((mover, index) => (
                <Table.Tr key={mover.symbol}>
                  <Table.Td c="dimmed">{index + 1}</Table.Td>
                  <Table.Td fw={600}>{mover.symbol}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatSixDecimalPrice(mover.currentPrice)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} c={mover.priceChangePercent >= 0 ? 'teal' : 'red'}>
                    {formatSignedPercent(mover.priceChangePercent)}
                  </Table.Td>
                  <Table.Td ta="right">{formatVolumeMillions(mover.quoteVolume)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
