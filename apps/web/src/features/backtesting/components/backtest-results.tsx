import { Button, Group, Stack } from '@mantine/core';
import { computeBreakdowns } from '@signaldesk/core/backtest/breakdowns';
import {
  buildDailyPerformance,
  dailyChartStats,
  groupTradesByExitDate,
  testingPeriodDays,
} from '@signaldesk/core/backtest/daily';
import { computeRiskMetrics } from '@signaldesk/core/backtest/risk-metrics';
import type { BacktestResult, BacktestTrade } from '@signaldesk/core/backtest/types';
import { IconFileSpreadsheet, IconJson } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { saveText } from '../../../lib/save-blob';
import { resultFileName, resultToJson, tradesToCsv } from '../utils/export-results';
import { BacktestSummary } from './backtest-summary';
import { BreakdownsPanel } from './breakdowns-panel';
import { PortfolioChart } from './portfolio-chart';
import { RiskMetricsPanel } from './risk-metrics-panel';
import { TradeChartModal } from './trade-chart-modal';
import { TradeHistory } from './trade-history';

export function BacktestResults({ result }: { result: BacktestResult }) {
  const t = useT();
  const [openTrade, setOpenTrade] = useState<BacktestTrade | null>(null);
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
      riskMetrics: computeRiskMetrics(result.trades, result.config.initialBalance),
      breakdowns: computeBreakdowns(result.trades),
    };
  }, [result]);

  return (
    <Stack gap="lg">
      <Group gap="xs" justify="flex-end" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() =>
            saveText(resultFileName('trades', new Date()), tradesToCsv(result.trades), 'text/csv')
          }
        >
          {t('backtesting.backtestResults.exportTradesCsv')}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconJson size={16} />}
          onClick={() =>
            saveText(
              resultFileName('result', new Date()),
              resultToJson(result, { riskMetrics: derived.riskMetrics, breakdowns: derived.breakdowns }),
            )
          }
        >
          {t('backtesting.backtestResults.exportResultJson')}
        </Button>
      </Group>
      <BacktestSummary
        result={result}
        testingPeriodDays={derived.periodDays}
        firstExit={derived.firstExit}
        lastExit={derived.lastExit}
      />
      <RiskMetricsPanel metrics={derived.riskMetrics} />
      <PortfolioChart
        days={derived.days}
        stats={derived.stats}
        initialBalance={result.config.initialBalance}
        finalBalance={result.summary.finalBalance}
      />
      <BreakdownsPanel breakdowns={derived.breakdowns} />
      <TradeHistory groups={derived.groups} totalTrades={result.trades.length} onOpenTrade={setOpenTrade} />
      <TradeChartModal trade={openTrade} config={result.config} onClose={() => setOpenTrade(null)} />
    </Stack>
  );
}
