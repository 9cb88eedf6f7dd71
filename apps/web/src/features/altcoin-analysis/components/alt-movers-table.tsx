import { Table, Text } from '@mantine/core';
import type { AltMoverDto } from '@signaldesk/contracts/analyses';
import { MUTED_TEXT } from '../../../components/ui/text-colors';
import { useT } from '../../../i18n/use-t';
import { formatSignedPercent, formatVolume } from '../../../utils/format';

/** Gainers or losers over 24 h: pair, change, USDT volume. */
export function AltMoversTable({
  movers,
  emptyMessage,
}: {
  movers: readonly AltMoverDto[];
  emptyMessage: string;
}) {
  const t = useT();
  if (movers.length === 0) {
    return (
      <Text c={MUTED_TEXT} size="sm" py="md" ta="center">
        {emptyMessage}
      </Text>
    );
  }
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('altcoinAnalysis.altMoversTable.pair')}</Table.Th>
          <Table.Th ta="right">{t('altcoinAnalysis.altMoversTable.change24h')}</Table.Th>
          <Table.Th ta="right">{t('altcoinAnalysis.altMoversTable.volumeUsdt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {movers.map((mover) => (
          <Table.Tr key={mover.symbol}>
            <Table.Td>{mover.symbol}</Table.Td>
            <Table.Td ta="right" c={mover.change >= 0 ? 'teal.4' : 'red.4'} ff="monospace">
              {formatSignedPercent(mover.change)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatVolume(mover.volume)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
