import { Table, Text } from '@mantine/core';
import type { AnalyticsGroup } from '@signaldesk/contracts/advanced-analytics';
import { useT } from '../../../i18n/use-t';
import {
  formatFrenchCount,
  formatFrenchOneDecimalPercent,
  formatFrenchSignedPercent,
} from '../../../utils/format';
import { profitTone } from '../utils/profit-tone';

interface BreakdownTableProps {
  caption: string;
  /** Header of the first column. */
  groupHeader: string;
  rows: readonly (AnalyticsGroup & { name: string })[];
}

/** Positions, win rate, average and total profit of each group (category, direction). */
export function BreakdownTable({ caption, groupHeader, rows }: BreakdownTableProps) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <div style={{ overflowX: 'auto' }} tabIndex={0}>
      <Table aria-label={caption} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{groupHeader}</Table.Th>
            <Table.Th ta="right">{t('advancedAnalytics.breakdownTable.positions')}</Table.Th>
            <Table.Th ta="right">{t('advancedAnalytics.breakdownTable.reussite')}</Table.Th>
            <Table.Th ta="right">{t('advancedAnalytics.breakdownTable.profitMoyen')}</Table.Th>
            <Table.Th ta="right">{t('advancedAnalytics.breakdownTable.profitTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatFrenchCount(row.count)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {row.count === 0 ? '–' : formatFrenchOneDecimalPercent(row.winRate)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                <Text span inherit c={profitTone(row.averageProfit)}>
                  {row.count === 0 ? '–' : formatFrenchSignedPercent(row.averageProfit)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                <Text span inherit c={profitTone(row.totalProfit)}>
                  {row.count === 0 ? '–' : formatFrenchSignedPercent(row.totalProfit)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
