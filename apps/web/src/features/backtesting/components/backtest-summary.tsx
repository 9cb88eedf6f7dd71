import { Badge, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { BacktestResult, IgnoredReason } from '@signaldesk/core/backtest/types';
import { IGNORED_REASONS } from '@signaldesk/core/backtest/types';
import {
  formatCount,
  formatDurationMinutes,
  formatOneDecimalPercent,
  formatUsd,
  formatUtcDate,
} from '../../../utils/format';
import { exitReasonColor } from '../utils/exit-reason-color';
import { Panel } from './panel';
import { ProfitStatCard, StatCard } from './stat-card';

const IGNORED_REASON_TEXT: Record<IgnoredReason, { label: string; help: string }> = {
  riskScore: { label: 'Risk score', help: 'riskScore above the maximum' },
  forcePercentage: { label: 'Force %', help: 'forcePercentage below the minimum' },
  trendConfidence: { label: 'Trend confidence', help: 'trendConfidence below the minimum' },
  customFilter: { label: 'Custom filter', help: 'failed the custom filter or lacked its field' },
  confirmation: { label: 'Confirmation', help: 'too few confirming signals in the window' },
  repetition: { label: 'Repetition', help: 'the symbol already traded within the repetition window' },
  data: { label: 'Missing candles', help: 'a candle the replay needed is not in the data' },
  noEntry: { label: 'No entry', help: 'no early reversal or pattern inside the search window' },
  lateEntry: { label: 'Late entry', help: 'a late step found the price moved beyond the tolerance' },
  pending: { label: 'Still pending', help: 'the data ends before the entry search or the trade finished' },
};

const EXIT_COUNTS = [
  { label: 'TP1 Hits', key: 'tp1Hits', reason: 'TP1' },
  { label: 'TP2 Hits', key: 'tp2Hits', reason: 'TP2' },
  { label: 'TP3 Hits', key: 'tp3Hits', reason: 'TP3' },
  { label: 'Stop Loss Hits', key: 'stopLossHits', reason: 'SL' },
  { label: 'Breakeven 1 Hits', key: 'breakEven1Hits', reason: 'BREAKEVEN_1' },
  { label: 'Breakeven 2 Hits', key: 'breakEven2Hits', reason: 'BREAKEVEN_2' },
  { label: 'BTC Emergency Exits', key: 'btcReversalHits', reason: 'BTC_EMERGENCY' },
] as const;

interface BacktestSummaryProps {
  result: BacktestResult;
  testingPeriodDays: number;
  firstExit: string | null;
  lastExit: string | null;
}

export function BacktestSummary({ result, testingPeriodDays, firstExit, lastExit }: BacktestSummaryProps) {
  const { summary, config } = result;
  const ignored = IGNORED_REASONS.filter((reason) => summary.ignoredReasons[reason] > 0);
  return (
    <Panel title="Backtest Summary">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <StatCard label="Total Trades" value={formatCount(summary.totalTrades)} />
        <StatCard label="Win Rate" value={formatOneDecimalPercent(summary.winRate)} />
        <ProfitStatCard label="Total P&L" amount={summary.totalProfitLoss} />
        <ProfitStatCard label="ROI" amount={summary.returnOnInvestment} format={formatOneDecimalPercent} />
        <StatCard
          label="Final Balance"
          value={formatUsd(summary.finalBalance)}
          hint={`from ${formatUsd(config.initialBalance)}`}
        />
        <StatCard label="Average Duration" value={formatDurationMinutes(summary.averageDuration)} />
        <ProfitStatCard label="Best Trade" amount={summary.bestTrade} />
        <ProfitStatCard label="Worst Trade" amount={summary.worstTrade} />
        <StatCard label="Capital Risked" value={formatUsd(summary.totalCapitalRisked)} />
        <StatCard
          label="Testing Period"
          value={`${formatCount(testingPeriodDays)} ${testingPeriodDays === 1 ? 'day' : 'days'}`}
          hint={
            firstExit && lastExit
              ? `${formatUtcDate(firstExit)} – ${formatUtcDate(lastExit)} (UTC)`
              : undefined
          }
        />
        <StatCard label="Ignored Positions" value={formatCount(summary.ignoredPositions)} />
        <StatCard
          label="Ambiguous Candles"
          value={formatCount(summary.ambiguousCandles)}
          hint="reached the stop and a target; counted as stop first"
        />
      </SimpleGrid>

      <div>
        <Text size="sm" fw={600} mb={6}>
          Exits
        </Text>
        <Group gap="xs">
          {EXIT_COUNTS.map(({ label, key, reason }) => (
            <Badge
              key={key}
              size="lg"
              // Grey on the dark panels reads better outlined than filled (WCAG AA contrast).
              variant={exitReasonColor(reason) === 'gray' ? 'outline' : 'filled'}
              autoContrast
              color={exitReasonColor(reason)}
              radius="sm"
            >
              {label}: {formatCount(summary[key])}
            </Badge>
          ))}
        </Group>
      </div>

      <div>
        <Text size="sm" fw={600} mb={6}>
          Ignored positions by reason
        </Text>
        {ignored.length === 0 ? (
          <Text size="sm" c="dimmed">
            No position was ignored.
          </Text>
        ) : (
          <Group gap="xs" aria-label="Ignored positions by reason">
            {ignored.map((reason) => (
              <Tooltip key={reason} label={IGNORED_REASON_TEXT[reason].help} withArrow>
                <Badge size="lg" variant="outline" color="gray" radius="sm">
                  {IGNORED_REASON_TEXT[reason].label}: {formatCount(summary.ignoredReasons[reason])}
                </Badge>
              </Tooltip>
            ))}
          </Group>
        )}
      </div>
    </Panel>
  );
}
