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
import { IconJson } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SheetExportButtons } from '../../../components/ui/sheet-export-buttons';
import { useFormat, useT } from '../../../i18n';
import { saveText } from '../../../lib/save-blob';
import { resultFileName, resultToJson, tradesSheet } from '../utils/export-results';
import { BacktestSummary } from './backtest-summary';
import { BreakdownsPanel } from './breakdowns-panel';
import { PortfolioChart } from './portfolio-chart';
import { RiskMetricsPanel } from './risk-metrics-panel';
import { TradeChartModal } from './trade-chart-modal';
import { TradeHistory } from './trade-history';

export function BacktestResults({ result }: { result: BacktestResult }) {
  const t = useT();
  const format = useFormat();
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
        <SheetExportButtons
          size="sm"
          what={t('exports.trades.what')}
          fileBase={resultFileName('trades', new Date())}
          sheetName={t('exports.trades.sheet')}
          sheet={() => tradesSheet(result.trades, t, format)}
        />
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
