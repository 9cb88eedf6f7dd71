import { Badge, Table, Text } from '@mantine/core';
import { formatAdaptivePrice, formatShortLocalDateTime, formatSignedPercent } from '../../../utils/format';
import { PairLabel } from './pair-label';
import { PositionActionButtons } from './position-action-buttons';
import { type PositionActions, type PositionRowView, profitColor } from './row-view';
import { TpMarkers } from './tp-markers';

const COLUMNS = [
  'Pair',
  'Dir',
  'Current',
  'Entry',
  'Profit',
  'SL',
  'TPs',
  'Date',
  'Score',
  'Score2',
  'Should',
  'Actions',
];

/** The actions stay in view when a narrow window scrolls the table sideways. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-8px 0 8px -8px rgba(0, 0, 0, 0.6)',
} as const;

interface PositionTableProps extends PositionActions {
  rows: readonly PositionRowView[];
}

/** The desktop layout of an open-position list. */
export function PositionTable({ rows, ...actions }: PositionTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} style={column === 'Actions' ? STICKY_ACTIONS : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ position, currentPrice, profit }) => (
            <Table.Tr key={position.id}>
              <Table.Td>
                <PairLabel position={position} />
              </Table.Td>
              <Table.Td>
                <Badge size="sm" color={position.direction === 'LONG' ? 'teal' : 'red'}>
                  {position.direction}
                </Badge>
              </Table.Td>
              <Table.Td>{formatAdaptivePrice(currentPrice)}</Table.Td>
              <Table.Td>{formatAdaptivePrice(position.entryPrice)}</Table.Td>
              <Table.Td>
                <Text size="sm" c={profitColor(profit)}>
                  {formatSignedPercent(profit)}
                </Text>
              </Table.Td>
              <Table.Td>{formatAdaptivePrice(position.stopLoss)}</Table.Td>
              <Table.Td>
                <TpMarkers position={position} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatShortLocalDateTime(position.openedAt)}
              </Table.Td>
              <Table.Td>{position.score}</Table.Td>
              <Table.Td>{position.score2}</Table.Td>
              <Table.Td>{position.shouldWork ? 'Yes' : 'No'}</Table.Td>
              <Table.Td style={STICKY_ACTIONS}>
                <PositionActionButtons position={position} detailsLabel="Details" {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
