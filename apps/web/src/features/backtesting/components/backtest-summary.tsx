import { Badge, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { BacktestResult, IgnoredReason } from '@signaldesk/core/backtest/types';
import { IGNORED_REASONS } from '@signaldesk/core/backtest/types';
import { translate, useT } from '../../../i18n/use-t';
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
  riskScore: {
    get label() {
      return translate('backtesting.backtestSummary.riskScore');
    },
    help: 'riskScore above the maximum',
  },
  forcePercentage: {
    get label() {
      return translate('backtesting.backtestSummary.force');
    },
    help: 'forcePercentage below the minimum',
  },
  trendConfidence: {
    get label() {
      return translate('backtesting.backtestSummary.trendConfidence');
    },
    help: 'trendConfidence below the minimum',
  },
  customFilter: {
    get label() {
      return translate('backtesting.backtestSummary.customFilter');
    },
    help: 'failed the custom filter or lacked its field',
  },
  confirmation: {
    get label() {
      return translate('backtesting.backtestSummary.confirmation');
    },
    help: 'too few confirming signals in the window',
  },
  repetition: {
    get label() {
      return translate('backtesting.backtestSummary.repetition');
    },
    help: 'the symbol already traded within the repetition window',
  },
  data: {
    get label() {
      return translate('backtesting.backtestSummary.missingCandles');
    },
    help: 'a candle the replay needed is not in the data',
  },
  noEntry: {
    get label() {
      return translate('backtesting.backtestSummary.noEntry');
    },
    help: 'no early reversal or pattern inside the search window',
  },
  lateEntry: {
    label: translate('backtesting.backtestSummary.lateEntry'),
    help: 'a late step found the price moved beyond the tolerance',
  },
  pending: {
    get label() {
      return translate('backtesting.backtestSummary.stillPending');
    },
    help: 'the data ends before the entry search or the trade finished',
  },
};

const EXIT_COUNTS = [
  {
    get label() {
      return translate('backtesting.backtestSummary.tp1Hits');
    },
    key: 'tp1Hits',
    reason: 'TP1',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.tp2Hits');
    },
    key: 'tp2Hits',
    reason: 'TP2',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.tp3Hits');
    },
    key: 'tp3Hits',
    reason: 'TP3',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.stopLossHits');
    },
    key: 'stopLossHits',
    reason: 'SL',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.breakeven1Hits');
    },
    key: 'breakEven1Hits',
    reason: 'BREAKEVEN_1',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.breakeven2Hits');
    },
    key: 'breakEven2Hits',
    reason: 'BREAKEVEN_2',
  },
  {
    get label() {
      return translate('backtesting.backtestSummary.btcEmergencyExits');
    },
    key: 'btcReversalHits',
    reason: 'BTC_EMERGENCY',
  },
] as const;

interface BacktestSummaryProps {
  result: BacktestResult;
  testingPeriodDays: number;
  firstExit: string | null;
  lastExit: string | null;
}

export function BacktestSummary({ result, testingPeriodDays, firstExit, lastExit }: BacktestSummaryProps) {
  const t = useT();
  const { summary, config } = result;
  const ignored = IGNORED_REASONS.filter((reason) => summary.ignoredReasons[reason] > 0);
  return (
    <Panel title={t('backtesting.backtestSummary.backtestSummary')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <StatCard
          label={t('backtesting.backtestSummary.totalTrades')}
          value={formatCount(summary.totalTrades)}
        />
        <StatCard
          label={t('backtesting.backtestSummary.winRate')}
          value={formatOneDecimalPercent(summary.winRate)}
        />
        <ProfitStatCard label={t('backtesting.backtestSummary.totalPL')} amount={summary.totalProfitLoss} />
        <ProfitStatCard
          label={t('backtesting.backtestSummary.roi')}
          amount={summary.returnOnInvestment}
          format={formatOneDecimalPercent}
        />
        <StatCard
          label={t('backtesting.backtestSummary.finalBalance')}
          value={formatUsd(summary.finalBalance)}
          hint={t('backtesting.backtestSummary.from', { v0: formatUsd(config.initialBalance) })}
        />
        <StatCard
          label={t('backtesting.backtestSummary.averageDuration')}
          value={formatDurationMinutes(summary.averageDuration)}
        />
        <ProfitStatCard label={t('backtesting.backtestSummary.bestTrade')} amount={summary.bestTrade} />
        <ProfitStatCard label={t('backtesting.backtestSummary.worstTrade')} amount={summary.worstTrade} />
        <StatCard
          label={t('backtesting.backtestSummary.capitalRisked')}
          value={formatUsd(summary.totalCapitalRisked)}
        />
        <StatCard
          label={t('backtesting.backtestSummary.testingPeriod')}
          value={`${formatCount(testingPeriodDays)} ${testingPeriodDays === 1 ? 'day' : 'days'}`}
          hint={
            firstExit && lastExit
              ? t('backtesting.backtestSummary.utc', {
                  v0: formatUtcDate(firstExit),
                  v1: formatUtcDate(lastExit),
                })
              : undefined
          }
        />
        <StatCard
          label={t('backtesting.backtestSummary.ignoredPositions')}
          value={formatCount(summary.ignoredPositions)}
        />
        <StatCard
          label={t('backtesting.backtestSummary.ambiguousCandles')}
          value={formatCount(summary.ambiguousCandles)}
          hint={t('backtesting.backtestSummary.reachedTheStopAnd')}
        />
      </SimpleGrid>

      <div>
        <Text size="sm" fw={600} mb={6}>
          {t('backtesting.backtestSummary.exits')}
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
          {t('backtesting.backtestSummary.ignoredPositionsByReason')}
        </Text>
        {ignored.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('backtesting.backtestSummary.noPositionWasIgnored')}
          </Text>
        ) : (
          <Group gap="xs" aria-label={t('backtesting.backtestSummary.ignoredPositionsByReason')}>
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
