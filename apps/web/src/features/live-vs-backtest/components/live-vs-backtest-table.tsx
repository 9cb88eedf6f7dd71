import { Badge, Table, Text } from '@mantine/core';
import type { LiveVsBacktestRow } from '@signaldesk/contracts/live-vs-backtest';
import { useT } from '../../../i18n/use-t';
import { formatSignedUsd, formatUtcStamp } from '../../../utils/format';
import { REASON_TEXT } from './reason-text';

const money = (value: number | null) => (value === null ? '—' : formatSignedUsd(value));

function liveText(row: LiveVsBacktestRow): string {
  const live = row.live;
  if (live.state !== 'entered')
    return live.ignoredReason ? `${live.state} (${live.ignoredReason})` : live.state;
  const late = live.lateMinutes ? ` (${live.lateMinutes} min late)` : '';
  const entry = live.entryTime
    ? `in ${formatUtcStamp(live.entryTime)} at ${live.entryPrice}${late}`
    : 'entered';
  return live.exitTime
    ? `${entry}, out ${formatUtcStamp(live.exitTime)} at ${live.exitPrice} (${live.closeReason})`
    : `${entry}, open`;
}

function backtestText(row: LiveVsBacktestRow): string {
  const b = row.backtest;
  if (!b.entryTime) return `no trade (${b.ignoredReason ?? 'pending'})`;
  const entry = `in ${formatUtcStamp(b.entryTime)} at ${b.entryPrice}`;
  return b.exitTime
    ? `${entry}, out ${formatUtcStamp(b.exitTime)} at ${b.exitPrice} (${b.exitReason})`
    : `${entry}, open`;
}

/** Trade by trade: each signal, what live and the backtest did, and the reason they differ. */
export function LiveVsBacktestTable({ rows }: { rows: readonly LiveVsBacktestRow[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label={t('liveVsBacktest.liveVsBacktestTable.tradeByTrade')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('liveVsBacktest.liveVsBacktestTable.signal')}</Table.Th>
            <Table.Th>{t('liveVsBacktest.liveVsBacktestTable.live')}</Table.Th>
            <Table.Th ta="right">{t('liveVsBacktest.liveVsBacktestTable.livePL')}</Table.Th>
            <Table.Th>{t('liveVsBacktest.liveVsBacktestTable.backtest')}</Table.Th>
            <Table.Th ta="right">{t('liveVsBacktest.liveVsBacktestTable.backtestPL')}</Table.Th>
            <Table.Th>{t('liveVsBacktest.liveVsBacktestTable.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.signalId}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.symbol} {row.direction}
                </Text>
                <Text size="xs" c="dimmed">
                  #{row.signalId} · {formatUtcStamp(row.receivedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs">{liveText(row)}</Text>
              </Table.Td>
              <Table.Td ta="right">{money(row.live.profitLoss)}</Table.Td>
              <Table.Td>
                <Text size="xs">{backtestText(row)}</Text>
              </Table.Td>
              <Table.Td ta="right">{money(row.backtest.profitLoss)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={REASON_TEXT[row.reason].color} tt="none">
                  {REASON_TEXT[row.reason].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
