import { Stack } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { useMemo } from 'react';
import { dailyPnl, pairPnl } from '../utils/history-pnl';
import { HistoryPnlCharts } from './history-pnl-charts';
import { PairPerformanceTable } from './pair-performance-table';

/** The P&L charts and the per-pair table of the Analytics screen, over the history's filtered rows. */
export function HistoryPnlSection({ positions }: { positions: readonly Position[] }) {
  const days = useMemo(() => dailyPnl(positions), [positions]);
  const pairs = useMemo(() => pairPnl(positions), [positions]);
  return (
    <Stack gap="lg">
      <HistoryPnlCharts days={days} />
      <PairPerformanceTable pairs={pairs} />
    </Stack>
  );
}
