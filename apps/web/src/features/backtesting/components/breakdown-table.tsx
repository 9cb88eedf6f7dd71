import { Table, Text, UnstyledButton } from '@mantine/core';
import type { BreakdownRow } from '@signaldesk/core/backtest/breakdowns';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { translate, useT } from '../../../i18n/use-t';
import { formatCount, formatOneDecimalPercent, formatSignedUsd } from '../../../utils/format';
import { profitColor } from '../utils/profit-color';

type SortKey = keyof BreakdownRow;
type Direction = 'ascending' | 'descending';

const COLUMNS: { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'key', label: '', numeric: false },
  {
    key: 'trades',
    get label() {
      return translate('backtesting.breakdownTable.trades');
    },
    numeric: true,
  },
  {
    key: 'wins',
    get label() {
      return translate('backtesting.breakdownTable.wins');
    },
    numeric: true,
  },
  {
    key: 'winRate',
    get label() {
      return translate('backtesting.breakdownTable.winRate');
    },
    numeric: true,
  },
  { key: 'profitLoss', label: 'P&L', numeric: true },
  {
    key: 'averageProfitLoss',
    get label() {
      return translate('backtesting.breakdownTable.avgPL');
    },
    numeric: true,
  },
];

/** Rows sorted by one column; ties keep the key order. */
export function sortBreakdownRows(
  rows: readonly BreakdownRow[],
  key: SortKey,
  direction: Direction,
): BreakdownRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.key.localeCompare(b.key);
  });
}

interface BreakdownTableProps {
  /** The first column's heading, for example 'Symbol'. */
  keyLabel: string;
  rows: readonly BreakdownRow[];
  renderKey?: (key: string) => ReactNode;
}

/** One breakdown as a table that sorts by any column (a click on its heading; again to reverse). */
export function BreakdownTable({ keyLabel, rows, renderKey }: BreakdownTableProps) {
  const t = useT();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({
    key: 'profitLoss',
    direction: 'descending',
  });
  const sorted = useMemo(() => sortBreakdownRows(rows, sort.key, sort.direction), [rows, sort]);
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('backtesting.breakdownTable.noTradeToBreak')}
      </Text>
    );
  return (
    <section
      style={{ overflowX: 'auto' }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1)
      tabIndex={0}
      aria-label={t('backtesting.breakdownTable.scrollableTable')}
    >
      <div style={{ minWidth: 480 }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          aria-label={t('backtesting.breakdownTable.pLBy', { v0: keyLabel.toLowerCase() })}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                const Icon = !active
                  ? IconArrowsSort
                  : sort.direction === 'ascending'
                    ? IconSortAscending
                    : IconSortDescending;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={active ? sort.direction : 'none'}
                    style={{ textAlign: column.numeric ? 'right' : 'left' }}
                  >
                    <UnstyledButton
                      onClick={() =>
                        setSort({
                          key: column.key,
                          direction: active && sort.direction === 'descending' ? 'ascending' : 'descending',
                        })
                      }
                      fw={600}
                      fz="sm"
                      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                    >
                      {column.label || keyLabel}
                      <Icon size={14} aria-hidden />
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>{renderKey ? renderKey(row.key) : row.key}</Table.Td>
                <Table.Td ta="right">{formatCount(row.trades)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.wins)}</Table.Td>
                <Table.Td ta="right">{formatOneDecimalPercent(row.winRate)}</Table.Td>
                <Table.Td ta="right" c={profitColor(row.profitLoss)} fw={600}>
                  {formatSignedUsd(row.profitLoss)}
                </Table.Td>
                <Table.Td ta="right" c={profitColor(row.averageProfitLoss)}>
                  {formatSignedUsd(row.averageProfitLoss)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
