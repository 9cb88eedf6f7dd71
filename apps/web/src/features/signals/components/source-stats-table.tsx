import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SignalSource } from '@signaldesk/contracts/signal-sources';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { formatOneDecimalPercent, formatSignedPercent } from '../../../utils/format';

const rate = (value: number | null) => (value === null ? '-' : formatOneDecimalPercent(value));

/**
 * Per-source statistics, as Cornix shows per channel: signals, the share that entered, the win rate and average
 * P&L of their closed positions, the last signal; and Revoke for a live webhook or Telegram source.
 */
export function SourceStatsTable({
  sources,
  onRevoke,
}: {
  sources: SignalSource[];
  onRevoke: (source: SignalSource) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Signal sources" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Source</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th ta="right">Signals</Table.Th>
            <Table.Th ta="right">Entered</Table.Th>
            <Table.Th ta="right">Win rate</Table.Th>
            <Table.Th ta="right">Avg P&L</Table.Th>
            <Table.Th>Last signal</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {source.name}
                </Text>
                {source.channelIds && (
                  <Text size="xs" c="dimmed">
                    {source.channelIds.join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{source.kind}</Table.Td>
              <Table.Td ta="right">{source.signals}</Table.Td>
              <Table.Td ta="right">
                {source.entered} ({rate(source.enteredPercent)})
              </Table.Td>
              <Table.Td ta="right">
                {rate(source.winRate)}
                {source.closed > 0 && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    of {source.closed}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" c={(source.averageProfit ?? 0) < 0 ? 'red.4' : undefined}>
                {formatSignedPercent(source.averageProfit)}
              </Table.Td>
              <Table.Td>{source.lastSignalAt ? <UtcStamp value={source.lastSignalAt} /> : '-'}</Table.Td>
              <Table.Td>
                {source.revokedAt ? (
                  <Badge color="gray" variant="outline" size="sm">
                    revoked
                  </Badge>
                ) : source.kind === 'webhook' || source.kind === 'telegram' ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => onRevoke(source)}
                    aria-label={`Revoke ${source.name}`}
                  >
                    Revoke
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
