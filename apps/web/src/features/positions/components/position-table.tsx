import { Box, Table, Text } from '@mantine/core';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { translate, useT } from '../../../i18n/use-t';
import { formatScore, formatSignedPercent, formatTickPrice } from '../../../utils/format';
import { DirectionBadge } from './direction-badge';
import { PairLabel } from './pair-label';
import { PositionActionButtons } from './position-action-buttons';
import { type PositionActions, type PositionRowView, profitColor } from './row-view';
import { TpMarkers } from './tp-markers';

/** The columns, in order; numbers are right-aligned, header and cells alike (docs/positions.md, Overview). */
export const POSITION_TABLE_COLUMNS = [
  {
    get label() {
      return translate('positions.positionTable.pair');
    },
    numeric: false,
  },
  {
    get label() {
      return translate('positions.positionTable.dir');
    },
    numeric: false,
  },
  {
    get label() {
      return translate('positions.positionTable.current');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.entry');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.profit');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.sl');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.tps');
    },
    numeric: false,
  },
  {
    get label() {
      return translate('positions.positionTable.date');
    },
    numeric: false,
  },
  {
    get label() {
      return translate('positions.positionTable.score');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.score2');
    },
    numeric: true,
  },
  {
    get label() {
      return translate('positions.positionTable.should');
    },
    numeric: false,
  },
  {
    get label() {
      return translate('positions.positionTable.actions');
    },
    numeric: false,
  },
] as const;

/** Below 1440 px the table's text is one size smaller. */
export const COMPACT_TABLE_QUERY = '(max-width: 1439.98px)';

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface PositionTableProps extends PositionActions {
  /** The table's accessible name ('Futures Positions table'; the summary card holds the bare title). */
  label: string;
  rows: readonly PositionRowView[];
}

/**
 * The wide layout of an open-position list, from 1024 px (docs/positions.md, Overview). It fits the screen without
 * a sideways scroll: TP markers and actions take two lines, the date breaks between day and time under pressure,
 * numbers and badges never shrink. No column is sticky, so nothing is ever covered.
 */
export function PositionTable({ label, rows, ...actions }: PositionTableProps) {
  const t = useT();
  const compact = useViewportQuery(COMPACT_TABLE_QUERY);
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table
        aria-label={label}
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={4}
        fz={compact ? 'xs' : 'sm'}
      >
        <Table.Thead>
          <Table.Tr>
            {POSITION_TABLE_COLUMNS.map(({ label, numeric }) => (
              <Table.Th key={label} ta={numeric ? 'right' : 'left'} style={{ whiteSpace: 'nowrap' }}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ position, currentPrice, profit, priceDecimals, stop }) => (
            <Table.Tr key={position.id}>
              <Table.Td>
                <PairLabel position={position} />
              </Table.Td>
              <Table.Td>
                <DirectionBadge direction={position.direction} small={compact} />
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                {formatTickPrice(currentPrice, priceDecimals)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                {formatTickPrice(position.entryPrice, priceDecimals)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                <Text span inherit c={profitColor(profit)}>
                  {formatSignedPercent(profit)}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                {formatTickPrice(stop, priceDecimals)}
              </Table.Td>
              <Table.Td>
                <TpMarkers position={position} priceDecimals={priceDecimals} stacked />
              </Table.Td>
              <Table.Td>
                <UtcStamp value={position.openedAt} />
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                {formatScore(position.score)}
              </Table.Td>
              <Table.Td ta="right" style={NUMBER_CELL}>
                {formatScore(position.score2)}
              </Table.Td>
              <Table.Td>
                {position.shouldWork ? t('positions.positionTable.yes') : t('positions.positionTable.no')}
              </Table.Td>
              <Table.Td>
                <PositionActionButtons
                  position={position}
                  detailsLabel={t('positions.positionTable.details')}
                  stacked
                  {...actions}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
