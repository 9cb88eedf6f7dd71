import { Stack } from '@mantine/core';
import {
  buildDailyPerformance,
  dailyChartStats,
  groupTradesByExitDate,
  testingPeriodDays,
} from '@signaldesk/core/backtest/daily';
import type { BacktestResult } from '@signaldesk/core/backtest/types';
import { useMemo } from 'react';
import { BacktestSummary } from './backtest-summary';
import { PortfolioChart } from './portfolio-chart';
import { TradeHistory } from './trade-history';

export function BacktestResults({ result }: { result: BacktestResult }) {
  const derived = useMemo(() => {
    const days = buildDailyPerformance(result.trades, result.config.initialBalance);
    const groups = groupTradesByExitDate(result.trades);
    return {
      days,
      stats: dailyChartStats(days),
      groups,
      periodDays: testingPeriodDays(result.trades),
      // Groups are newest first, each newest exit first.
      lastExit: groups[0]?.trades[0]?.exitTime ?? null,
      firstExit: groups.at(-1)?.trades.at(-1)?.exitTime ?? null,
    };
  }, [result]);

  return (
    <Stack gap="lg">
      <BacktestSummary
        result={result}
        testingPeriodDays={derived.periodDays}
        firstExit={derived.firstExit}
        lastExit={derived.lastExit}
      />
      <PortfolioChart
        days={derived.days}
        stats={derived.stats}
        initialBalance={result.config.initialBalance}
        finalBalance={result.summary.finalBalance}
      />
      <TradeHistory groups={derived.groups} totalTrades={result.trades.length} />
    </Stack>
  );
}
