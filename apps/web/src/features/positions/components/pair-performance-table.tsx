import { ScrollArea, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { translate, useT } from '../../../i18n/use-t';
import { formatCount, formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';
import { type PairPnl, type PairSortKey, sortPairs } from '../utils/history-pnl';
import { profitColor } from './row-view';

const COLUMNS: { key: PairSortKey; label: string; numeric: boolean }[] = [
  {
    key: 'symbol',
    get label() {
      return translate('positions.pairPerformanceTable.pair');
    },
    numeric: false,
  },
  {
    key: 'count',
    get label() {
      return translate('positions.pairPerformanceTable.trades');
    },
    numeric: true,
  },
  {
    key: 'successRate',
    get label() {
      return translate('positions.pairPerformanceTable.winRate');
    },
    numeric: true,
  },
  {
    key: 'totalProfit',
    get label() {
      return translate('positions.pairPerformanceTable.totalProfit');
    },
    numeric: true,
  },
  {
    key: 'averageGain',
    get label() {
      return translate('positions.pairPerformanceTable.avgProfit');
    },
    numeric: true,
  },
];

/** Rows drawn at most (Binance lists about 400 pairs; the table is not virtualised). */
export const PAIR_ROWS_SHOWN = 100;

/** Per-pair results of the filtered history, sortable by any column (docs/positions.md, Analytics). */
export function PairPerformanceTable({ pairs }: { pairs: readonly PairPnl[] }) {
  const t = useT();
  const [sort, setSort] = useState<{ key: PairSortKey; descending: boolean }>({
    key: 'totalProfit',
    descending: true,
  });
  const rows = useMemo(
    () => sortPairs(pairs, sort.key, sort.descending).slice(0, PAIR_ROWS_SHOWN),
    [pairs, sort],
  );
  const sortBy = (key: PairSortKey) =>
    setSort((current) =>
      current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'symbol' },
    );

  return (
    <div>
      <Title order={4} id="pair-performance-title">
        {t('positions.pairPerformanceTable.byPair')}
        {formatCount(pairs.length)})
      </Title>
      {pairs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('positions.pairPerformanceTable.noClosedPositionWith')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <Table
            striped
            highlightOnHover
            stickyHeader
            horizontalSpacing="xs"
            fz="sm"
            aria-labelledby="pair-performance-title"
          >
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th
                    key={column.key}
                    ta={column.numeric ? 'right' : 'left'}
                    aria-sort={
                      sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined
                    }
                  >
                    <UnstyledButton onClick={() => sortBy(column.key)} fw={600} fz="sm">
                      {column.label}
                      {sort.key === column.key ? (sort.descending ? ' ↓' : ' ↑') : ''}
                    </UnstyledButton>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((pair) => (
                <Table.Tr key={pair.symbol}>
                  <Table.Td>{pair.symbol}</Table.Td>
                  <Table.Td ta="right">{formatCount(pair.count)}</Table.Td>
                  <Table.Td ta="right">{formatOneDecimalPercent(pair.successRate)}</Table.Td>
                  <Table.Td ta="right" c={profitColor(pair.totalProfit)}>
                    {formatSignedPercent(pair.totalProfit)}
                  </Table.Td>
                  <Table.Td ta="right" c={profitColor(pair.averageGain)}>
                    {formatSignedPercent(pair.averageGain)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {pairs.length > PAIR_ROWS_SHOWN ? (
        <Text size="xs" c="dimmed">
          {t('positions.pairPerformanceTable.theFirst')} {PAIR_ROWS_SHOWN}{' '}
          {t('positions.pairPerformanceTable.of')} {formatCount(pairs.length)}{' '}
          {t('positions.pairPerformanceTable.pairsInThisOrder')}
        </Text>
      ) : null}
    </div>
  );
}
