import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { POSITION_CATEGORY_LABELS, positionCategory } from '@signaldesk/core/position/category';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import {
  formatCount,
  formatDurationBetween,
  formatSignedPercent,
  formatTickPrice,
  formatUtcStamp,
} from '../../../utils/format';
import { type PriceDecimalsOf, usePriceDecimals } from '../hooks/use-price-decimals';
import { MOBILE_QUERY } from './position-list';
import { COMPACT_TABLE_QUERY } from './position-table';
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
  'Opened',
  'Closed',
  'Should work',
] as const;
type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

const NUMERIC_COLUMNS: ReadonlySet<HistoryColumn> = new Set([
  'Profit',
  'Entry Price',
  'Exit Price',
  'Duration',
]);

/**
 * Each column's least width in em of the table's text (12 px below 1440 px, else 14 px), enough for its whole
 * texts: 'Opportunity', '1000SHIBUSDT', '0.00449460', 'BREAKEVEN_1'; 'TP1, TP2, TP3', the dates ('2026-11-21' over
 * '19:20 UTC') and two-word headers take two lines. Extra room is shared in the same proportions.
 */
const COLUMN_EM: Record<HistoryColumn, number> = {
  Type: 6.6,
  Pair: 8.2,
  Position: 5.3,
  Profit: 5.8,
  'Entry Price': 6.8,
  'Exit Price': 6.8,
  'Hit TPs': 5.4,
  Reason: 7.9,
  Duration: 5.6,
  Opened: 6.4,
  Closed: 6.4,
  'Should work': 4.8,
};
const GRID = HISTORY_COLUMNS.map((column) => `minmax(${COLUMN_EM[column]}em, ${COLUMN_EM[column]}fr)`).join(
  ' ',
);
const GRID_MIN_EM = HISTORY_COLUMNS.reduce((sum, column) => sum + COLUMN_EM[column], 0);
const CELL_STYLE = { padding: '0 4px', lineHeight: 1.3 } as const;
const INHERIT_TEXT = {
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  textAlign: 'inherit',
} as const;
const DESKTOP_ROW_PX = 40;
/** A first guess for a phone card; each card is then measured, so a taller one (wrapped text) never overlaps. */
const MOBILE_ROW_ESTIMATE_PX = 142;

type SortOrder = 'desc' | 'asc';

interface HistoryRow {
  position: Position;
  cells: Record<HistoryColumn, string>;
}

const time = (value: string | null) => (value ? Date.parse(value) : 0);

/** What each column sorts by: the raw value, not its display text. */
const SORT_VALUE: Record<HistoryColumn, (position: Position) => number | string> = {
  Type: (p) => POSITION_CATEGORY_LABELS[positionCategory(p)],
  Pair: (p) => p.symbol,
  Position: (p) => p.direction,
  Profit: (p) => p.finalProfitPercentage ?? Number.NEGATIVE_INFINITY,
  'Entry Price': (p) => p.entryPrice,
  'Exit Price': (p) => p.exitPrice ?? Number.NEGATIVE_INFINITY,
  'Hit TPs': (p) => Number(p.hitTp1) + Number(p.hitTp2) + Number(p.hitTp3),
  Reason: (p) => p.closeReason ?? '',
  Duration: (p) => time(p.closedAt) - time(p.openedAt),
  Opened: (p) => time(p.openedAt),
  Closed: (p) => time(p.closedAt),
  'Should work': (p) => Number(p.shouldWork),
};

function compare(a: number | string, b: number | string): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

function hitTps(position: Position): string {
  const hits = [position.hitTp1 && 'TP1', position.hitTp2 && 'TP2', position.hitTp3 && 'TP3'].filter(Boolean);
  return hits.length ? hits.join(', ') : '-';
}

function toHistoryRow(position: Position, decimalsOf: PriceDecimalsOf): HistoryRow {
  const decimals = decimalsOf(position.symbol, position.entryPrice);
  return {
    position,
    cells: {
      Type: POSITION_CATEGORY_LABELS[positionCategory(position)],
      Pair: position.symbol,
      Position: position.direction,
      Profit: formatSignedPercent(position.finalProfitPercentage),
      'Entry Price': formatTickPrice(position.entryPrice, decimals),
      'Exit Price': formatTickPrice(position.exitPrice, decimals),
      'Hit TPs': hitTps(position),
      Reason: position.closeReason ?? '-',
      Duration: formatDurationBetween(position.openedAt, position.closedAt),
      Opened: formatUtcStamp(position.openedAt),
      Closed: formatUtcStamp(position.closedAt),
      'Should work': position.shouldWork ? 'Yes' : 'No',
    },
  };
}

/**
 * The Position History table. Rows are virtualised (only the visible ones are in the page), so tens of thousands
 * of closed positions scroll smoothly; a header click sorts by that column (again: the other way), the button
 * by close date. A row click (or Enter) opens its details. Below 768 px each row is a small card.
 */
export function PositionHistoryTable({
  positions,
  onSelect,
}: {
  positions: readonly Position[];
  onSelect?: (position: Position) => void;
}) {
  const t = useT();
  const [sort, setSort] = useState<{ column: HistoryColumn; order: SortOrder }>({
    column: 'Closed',
    order: 'desc',
  });
  const { order } = sort;
  const isMobile = useViewportQuery(MOBILE_QUERY);
  const compact = useViewportQuery(COMPACT_TABLE_QUERY);
  const decimalsOf = usePriceDecimals();
  const rows = useMemo(() => {
    const sign = sort.order === 'desc' ? -1 : 1;
    const value = SORT_VALUE[sort.column];
    return [...positions]
      .sort((a, b) => sign * compare(value(a), value(b)) || sign * (a.id - b.id))
      .map((position) => toHistoryRow(position, decimalsOf));
  }, [positions, sort, decimalsOf]);
  const sortBy = (column: HistoryColumn) =>
    setSort((current) => ({
      column,
      order: current.column === column && current.order === 'desc' ? 'asc' : 'desc',
    }));
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowHeight = isMobile ? MOBILE_ROW_ESTIMATE_PX : DESKTOP_ROW_PX;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    // Keyed by layout and id: a measured phone card's height follows its row through a sort, never a desktop row.
    getItemKey: (index) => `${isMobile ? 'card' : 'row'}-${rows[index]?.position.id ?? index}`,
    overscan: 10,
  });

  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed">
          {formatCount(rows.length)} {t('positions.positionHistoryTable.closedPositions')}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setSort({ column: 'Closed', order: order === 'desc' ? 'asc' : 'desc' })}
        >
          {order === 'desc'
            ? t('positions.positionHistoryTable.closeDateNewestFirst')
            : t('positions.positionHistoryTable.closeDateOldestFirst')}
        </Button>
      </Group>
      <div ref={scrollRef} style={{ height: '60vh', minHeight: 320, overflow: 'auto' }}>
        <table
          aria-label={t('positions.positionHistoryTable.positionHistory')}
          style={{
            display: 'grid',
            minWidth: isMobile ? undefined : `${GRID_MIN_EM}em`,
            fontSize: compact ? 'var(--mantine-font-size-xs)' : 'var(--mantine-font-size-sm)',
            borderCollapse: 'collapse',
          }}
        >
          {isMobile ? null : (
            <thead
              style={{
                display: 'grid',
                position: 'sticky',
                top: 0,
                zIndex: 1,
                background: 'var(--mantine-color-body)',
                borderBottom: '1px solid var(--mantine-color-default-border)',
              }}
            >
              <tr style={{ display: 'grid', gridTemplateColumns: GRID }}>
                {HISTORY_COLUMNS.map((column) => (
                  <th
                    key={column}
                    style={{
                      ...CELL_STYLE,
                      padding: '6px 4px',
                      fontWeight: 600,
                      // Labels sit on the header's bottom line, next to the first row, however many lines each takes.
                      display: 'flex',
                      alignItems: 'flex-end',
                      justifyContent: NUMERIC_COLUMNS.has(column) ? 'flex-end' : 'flex-start',
                      textAlign: NUMERIC_COLUMNS.has(column) ? 'right' : 'left',
                    }}
                    aria-sort={
                      sort.column === column ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    <UnstyledButton
                      onClick={() => sortBy(column)}
                      style={INHERIT_TEXT}
                      aria-label={t('positions.positionHistoryTable.sortBy', { column })}
                    >
                      {column}
                      {sort.column === column ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
                    </UnstyledButton>
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
                  // Phone cards are measured (their text wraps); desktop rows keep their fixed height.
                  ref={isMobile ? virtualizer.measureElement : undefined}
                  data-index={item.index}
                  tabIndex={onSelect ? 0 : undefined}
                  onClick={onSelect ? () => onSelect(row.position) : undefined}
                  onKeyDown={
                    onSelect
                      ? (event) => {
                          if (event.key === 'Enter') onSelect(row.position);
                        }
                      : undefined
                  }
                  style={{
                    cursor: onSelect ? 'pointer' : undefined,
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    height: isMobile ? undefined : item.size,
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

/** How a cell may break: numbers never; dates between day and time; TP lists at spaces; words as a last resort. */
const CELL_WRAP: Partial<Record<HistoryColumn, React.CSSProperties>> = {
  Pair: { overflowWrap: 'anywhere' },
  'Hit TPs': { whiteSpace: 'normal' },
  Reason: { overflowWrap: 'anywhere' },
  Opened: { whiteSpace: 'normal' },
  Closed: { whiteSpace: 'normal' },
};

/** 'TRADERS_EXIT' may break after its underscore ('TRADERS_' over 'EXIT'), never inside a word. */
function breakAfterUnderscores(text: string): React.ReactNode {
  const pieces: React.ReactNode[] = [];
  let start = 0;
  for (let end = text.indexOf('_'); end >= 0; end = text.indexOf('_', start)) {
    pieces.push(text.slice(start, end + 1), <wbr key={end} />);
    start = end + 1;
  }
  pieces.push(text.slice(start));
  return pieces;
}

function cellContent(column: HistoryColumn, row: HistoryRow): React.ReactNode {
  if (column === 'Opened') return <UtcStamp value={row.position.openedAt} />;
  if (column === 'Closed') return <UtcStamp value={row.position.closedAt} />;
  if (column === 'Reason') return breakAfterUnderscores(row.cells.Reason);
  return row.cells[column];
}

function DesktopHistoryCells({ row }: { row: HistoryRow }) {
  return HISTORY_COLUMNS.map((column) => (
    <td
      key={column}
      style={{
        ...CELL_STYLE,
        textAlign: NUMERIC_COLUMNS.has(column) ? 'right' : 'left',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        ...CELL_WRAP[column],
        color: column === 'Profit' ? colorVar(profitColor(row.position.finalProfitPercentage)) : undefined,
      }}
    >
      {cellContent(column, row)}
    </td>
  ));
}

function MobileHistoryRow({ row }: { row: HistoryRow }) {
  const t = useT();
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
        {t('positions.positionHistoryTable.entry')} {cells['Entry Price']}{' '}
        {t('positions.positionHistoryTable.exit')} {cells['Exit Price']}
      </Text>
      <Text size="xs">
        {t('positions.positionHistoryTable.hitTps')} {cells['Hit TPs']}{' '}
        {t('positions.positionHistoryTable.shouldWork')} {cells['Should work']}
      </Text>
      <Text size="xs">
        {t('positions.positionHistoryTable.closed')} {cells.Closed}
      </Text>
    </td>
  );
}
