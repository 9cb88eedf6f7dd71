import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TradeDayGroup } from '@signaldesk/core/backtest/daily';
import type { BacktestTrade } from '@signaldesk/core/backtest/types';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useCallback, useMemo, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  formatCount,
  formatDurationMinutes,
  formatSignedUsd,
  formatSixDecimalPrice,
  formatUtcDateTime,
  formatUtcDayHeading,
} from '../../../utils/format';
import { historyRows } from '../utils/history-rows';
import { profitColor } from '../utils/profit-color';
import { ExitReasonBadge } from './exit-reason-badge';
import { Panel } from './panel';

const LIST_MAX_HEIGHT = 600;

function DayHeading({ group }: { group: TradeDayGroup }) {
  const t = useT();
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap={4}
      px="sm"
      py={8}
      bg="var(--mantine-color-default)"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
      data-testid="trade-day"
    >
      <Text fw={700} size="sm">
        {formatUtcDayHeading(group.date)}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {formatCount(group.count)}{' '}
          {group.count === 1 ? t('backtesting.tradeHistory.trade') : t('backtesting.tradeHistory.trades')} ·{' '}
          {formatCount(group.wins)}{' '}
          {group.wins === 1 ? t('backtesting.tradeHistory.win') : t('backtesting.tradeHistory.wins')}
        </Text>
        <Text
          size="sm"
          fw={700}
          c={profitColor(group.profitLoss)}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatSignedUsd(group.profitLoss)}
        </Text>
      </Group>
    </Group>
  );
}

function TradeRow({ trade, onOpen }: { trade: BacktestTrade; onOpen: (trade: BacktestTrade) => void }) {
  const t = useT();
  return (
    <UnstyledButton
      onClick={() => onOpen(trade)}
      w="100%"
      title={t('backtesting.tradeHistory.openTheChartOf', {
        symbol: trade.symbol,
        direction: trade.direction,
        positionId: trade.positionId,
      })}
      className="backtest-trade-row"
    >
      <Stack gap={2} px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {trade.symbol}
            </Text>
            <Badge
              size="sm"
              variant="outline"
              color={trade.direction === 'LONG' ? 'teal' : 'grape'}
              radius="sm"
            >
              {trade.direction}
            </Badge>
            <ExitReasonBadge reason={trade.exitReason} />
            {trade.tpsHit.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('backtesting.tradeHistory.hit')} {trade.tpsHit.join(', ')}
              </Text>
            )}
          </Group>
          <Text
            size="sm"
            fw={700}
            c={profitColor(trade.profitLoss)}
            style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
          >
            {formatSignedUsd(trade.profitLoss)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatSixDecimalPrice(trade.entryPrice)} → {formatSixDecimalPrice(trade.exitPrice)} ·{' '}
          {formatUtcDateTime(trade.entryTime)} → {formatUtcDateTime(trade.exitTime)}{' '}
          {t('backtesting.tradeHistory.utc')} {formatDurationMinutes(trade.duration)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** Trade History grouped by exit date, newest first, in a virtual list so thousands of trades scroll smoothly. */
export function TradeHistory({
  groups,
  totalTrades,
  onOpenTrade,
}: {
  groups: readonly TradeDayGroup[];
  totalTrades: number;
  /** A click on a trade: opens its chart. */
  onOpenTrade: (trade: BacktestTrade) => void;
}) {
  const t = useT();
  const rows = useMemo(() => historyRows(groups), [groups]);
  const dayIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === 'day' ? [index] : [])), [rows]);
  const stickyIndex = useRef(0);
  const scrollRef = useRef<HTMLDivElement>(null);

  // The heading of the day at the top of the view stays rendered, pinned above its trades.
  const rangeExtractor = useCallback(
    (range: Range) => {
      stickyIndex.current = dayIndexes.findLast((index) => index <= range.startIndex) ?? 0;
      return [...new Set([stickyIndex.current, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [dayIndexes],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 40 : 58),
    getItemKey: (index) => {
      const row = rows[index];
      if (!row) return index;
      return row.kind === 'day'
        ? `day-${row.group.date}`
        : `trade-${row.trade.positionId}-${row.trade.entryTime}`;
    },
    rangeExtractor,
    overscan: 12,
  });

  function rowStyle(index: number, start: number): CSSProperties {
    if (index === stickyIndex.current) return { position: 'sticky', top: 0, zIndex: 1, width: '100%' };
    return { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` };
  }

  return (
    <Panel
      title={t('backtesting.tradeHistory.tradeHistory')}
      aside={
        <Text size="sm" c="dimmed">
          {formatCount(totalTrades)} {t('backtesting.tradeHistory.tradesOver')} {formatCount(groups.length)}{' '}
          {t('backtesting.tradeHistory.daysNewestFirstClick')}
        </Text>
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('backtesting.tradeHistory.noTradeClosed')}
        </Text>
      ) : (
        <div
          ref={scrollRef}
          style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }}
          data-testid="trade-history-scroll"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={rowStyle(item.index, item.start)}
                >
                  {row.kind === 'day' ? (
                    <DayHeading group={row.group} />
                  ) : (
                    <TradeRow trade={row.trade} onOpen={onOpenTrade} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Panel>
  );
}
