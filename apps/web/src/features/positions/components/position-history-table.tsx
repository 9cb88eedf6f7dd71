import { Box, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Position } from '@signaldesk/contracts/positions';
import { POSITION_CATEGORY_LABELS, positionCategory } from '@signaldesk/core/position/category';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { formatAdaptivePrice, formatDurationBetween, formatSignedPercent } from '../../../utils/format';
import { MOBILE_QUERY } from './position-list';
import { profitColor } from './row-view';

export const HISTORY_COLUMNS = [
  'Type',
  'Pair',
  'Position',
  'Profit',
  'Entry Price',
  'Exit Price',
  'Hit TPs',
  'Reason',
  'Duration',
  'Should work',
] as const;

const CELL_STYLE = { padding: '0 6px', textAlign: 'left', fontSize: 'var(--mantine-font-size-sm)' } as const;
const GRID = '110px 1.2fr 76px 84px 1fr 1fr 110px 124px 84px 76px';
const DESKTOP_ROW_PX = 40;
const MOBILE_ROW_PX = 124;

type SortOrder = 'desc' | 'asc';

interface HistoryRow {
  position: Position;
  cells: Record<(typeof HISTORY_COLUMNS)[number], string>;
}

function hitTps(position: Position): string {
  const hits = [position.hitTp1 && 'TP1', position.hitTp2 && 'TP2', position.hitTp3 && 'TP3'].filter(Boolean);
  return hits.length ? hits.join(', ') : '-';
}

function toHistoryRow(position: Position): HistoryRow {
  return {
    position,
    cells: {
      Type: POSITION_CATEGORY_LABELS[positionCategory(position)],
      Pair: position.symbol,
      Position: position.direction,
      Profit: formatSignedPercent(position.finalProfitPercentage),
      'Entry Price': formatAdaptivePrice(position.entryPrice),
      'Exit Price': formatAdaptivePrice(position.exitPrice),
      'Hit TPs': hitTps(position),
      Reason: position.closeReason ?? '-',
      Duration: formatDurationBetween(position.openedAt, position.closedAt),
      'Should work': position.shouldWork ? 'Yes' : 'No',
    },
  };
}

function closeTime(position: Position): number {
  return position.closedAt ? Date.parse(position.closedAt) : 0;
}

/**
 * The Position History table. Rows are virtualised (only the visible ones are in the page), so tens of thousands
 * of closed positions scroll smoothly; sortable by close date. Below 768 px each row is a small card.
 */
export function PositionHistoryTable({ positions }: { positions: readonly Position[] }) {
  const [order, setOrder] = useState<SortOrder>('desc');
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const rows = useMemo(() => {
    const sign = order === 'desc' ? -1 : 1;
    return [...positions]
      .sort((a, b) => sign * (closeTime(a) - closeTime(b)) || sign * (a.id - b.id))
      .map(toHistoryRow);
  }, [positions, order]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = isMobile ? MOBILE_ROW_PX : DESKTOP_ROW_PX;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {rows.length} closed positions
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => setOrder(order === 'desc' ? 'asc' : 'desc')}>
          {order === 'desc' ? 'Close date: newest first' : 'Close date: oldest first'}
        </Button>
      </Group>
      <div ref={scrollRef} style={{ height: '60vh', minHeight: 320, overflow: 'auto' }}>
        <table
          aria-label="Position History"
          style={{ display: 'grid', minWidth: isMobile ? undefined : 1000, borderCollapse: 'collapse' }}
        >
          {isMobile ? null : (
            <thead
              style={{
                display: 'grid',
                position: 'sticky',
                top: 0,
                zIndex: 1,
                background: 'var(--mantine-color-body)',
              }}
            >
              <tr style={{ display: 'grid', gridTemplateColumns: GRID }}>
                {HISTORY_COLUMNS.map((column) => (
                  <th key={column} style={{ ...CELL_STYLE, fontWeight: 600 }}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody style={{ display: 'grid', height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <tr
                  key={row.position.id}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    height: item.size,
                    transform: `translateY(${item.start}px)`,
                    borderBottom: '1px solid var(--mantine-color-default-border)',
                    display: 'grid',
                    gridTemplateColumns: isMobile ? '1fr' : GRID,
                    alignItems: 'center',
                  }}
                >
                  {isMobile ? <MobileHistoryRow row={row} /> : <DesktopHistoryCells row={row} />}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Box>
  );
}

const colorVar = (color: string | undefined) => (color ? `var(--mantine-color-${color}-text)` : undefined);

function DesktopHistoryCells({ row }: { row: HistoryRow }) {
  return HISTORY_COLUMNS.map((column) => (
    <td
      key={column}
      style={{
        ...CELL_STYLE,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        color: column === 'Profit' ? colorVar(profitColor(row.position.finalProfitPercentage)) : undefined,
      }}
    >
      {row.cells[column]}
    </td>
  ));
}

function MobileHistoryRow({ row }: { row: HistoryRow }) {
  const { cells } = row;
  return (
    <td style={{ padding: 6 }}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {cells.Pair} {cells.Position}
        </Text>
        <Text size="sm" fw={600} c={profitColor(row.position.finalProfitPercentage)}>
          {cells.Profit}
        </Text>
      </Group>
      <Text size="xs">
        {cells.Type} · {cells.Reason} · {cells.Duration}
      </Text>
      <Text size="xs">
        Entry {cells['Entry Price']} → Exit {cells['Exit Price']}
      </Text>
      <Text size="xs">
        Hit TPs: {cells['Hit TPs']} · Should work: {cells['Should work']}
      </Text>
    </td>
  );
}
