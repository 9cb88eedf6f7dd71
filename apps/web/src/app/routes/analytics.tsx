import { Stack } from '@mantine/core';
import { LiveVsBacktestPanel } from '../../features/live-vs-backtest/components/live-vs-backtest-panel';
import { PositionsHistory } from '../../features/positions/components/positions-history';

/** Performance Analysis: live against backtest since the latest apply, then statistics and history of closed positions. */
export default function AnalyticsRoute() {
  return (
    <Stack gap="lg">
      <LiveVsBacktestPanel />
      <PositionsHistory />
    </Stack>
  );
}
