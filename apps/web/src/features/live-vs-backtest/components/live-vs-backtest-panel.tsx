import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DIFFERENCE_REASONS, type LiveVsBacktest } from '@signaldesk/contracts/live-vs-backtest';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCount, formatOneDecimalPercent, formatSignedUsd, formatUtcStamp } from '../../../utils/format';
import { useLiveVsBacktest } from '../api/get-live-vs-backtest';
import { LiveVsBacktestTable } from './live-vs-backtest-table';
import { REASON_TEXT } from './reason-text';

type Side = LiveVsBacktest['live'];

function SideFigures({ title, side }: { title: string; side: Side }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="group"
      aria-label={t('liveVsBacktest.liveVsBacktestPanel.figures', { title })}
    >
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Group gap="lg" mt={4} wrap="wrap">
        <Text size="sm">
          <b>{formatCount(side.trades)}</b> {t('liveVsBacktest.liveVsBacktestPanel.trades')}
        </Text>
        <Text size="sm">
          {/* No trade has no win rate: "—", not 0.0 %. */}
          {t('liveVsBacktest.liveVsBacktestPanel.winRate')}{' '}
          <b>{side.trades === 0 ? '—' : formatOneDecimalPercent(side.winRate)}</b>
        </Text>
        <Text size="sm">
          P&L <b>{formatSignedUsd(side.profitLoss)}</b>
        </Text>
      </Group>
    </Paper>
  );
}

function Report({ data }: { data: LiveVsBacktest }) {
  const t = useT();
  const [all, setAll] = useState(false);
  if (!data.origin) {
    return (
      <Text size="sm" c="dimmed">
        {t('liveVsBacktest.liveVsBacktestPanel.noRunHasBeen')}
      </Text>
    );
  }
  const rows = all ? data.rows : data.rows.filter((row) => row.reason !== 'same');
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('liveVsBacktest.liveVsBacktestPanel.since')} <b>{data.origin.name}</b>{' '}
        {t('liveVsBacktest.liveVsBacktestPanel.wasApplied')}
        {formatUtcStamp(data.origin.appliedAt)})
        {data.origin.undoneAt
          ? ` ${t('liveVsBacktest.liveVsBacktestPanel.untilUndone', { at: formatUtcStamp(data.origin.undoneAt) })}`
          : null}
        : {formatCount(data.signals)}{' '}
        {t('liveVsBacktest.liveVsBacktestPanel.signalsReplayed', { count: data.signals })}
      </Text>
      {data.origin.undoneAt && (
        <Badge color="gray" variant="light" tt="none" w="fit-content">
          {t('liveVsBacktest.liveVsBacktestPanel.applyUndone')}
        </Badge>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SideFigures title={t('liveVsBacktest.liveVsBacktestPanel.live')} side={data.live} />
        <SideFigures title={t('liveVsBacktest.liveVsBacktestPanel.backtest')} side={data.backtest} />
      </SimpleGrid>
      <Group
        gap={6}
        wrap="wrap"
        role="group"
        aria-label={t('liveVsBacktest.liveVsBacktestPanel.differencesByReason')}
      >
        {DIFFERENCE_REASONS.filter((reason) => data.reasons[reason] > 0).map((reason) => (
          <Badge key={reason} variant="light" color={REASON_TEXT[reason].color} tt="none">
            {REASON_TEXT[reason].label}: {data.reasons[reason]}
          </Badge>
        ))}
      </Group>
      <Switch
        label={t('liveVsBacktest.liveVsBacktestPanel.showTheSignalsThat')}
        checked={all}
        onChange={(event) => setAll(event.currentTarget.checked)}
      />
      {rows.length > 0 ? (
        <LiveVsBacktestTable rows={rows} />
      ) : (
        <Text size="sm" c="dimmed">
          {data.rows.length === 0
            ? t('liveVsBacktest.liveVsBacktestPanel.noSignalHasArrived')
            : t('liveVsBacktest.liveVsBacktestPanel.liveDidWhatThe')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Live against backtest (docs/advanced-analytics.md): since the latest apply, the signals that arrived, backtested
 * with the applied configuration, beside what live did, with every difference's reason.
 */
export function LiveVsBacktestPanel() {
  const t = useT();
  const query = useLiveVsBacktest();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="live-vs-backtest-title">
      <Title order={3} id="live-vs-backtest-title" mb="sm">
        {t('liveVsBacktest.liveVsBacktestPanel.liveAgainstBacktest')}
      </Title>
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('liveVsBacktest.liveVsBacktestPanel.replayingTheSignalsSince')}</Text>
        </Group>
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(
            query.error,
            t('liveVsBacktest.liveVsBacktestPanel.theComparisonCouldNot'),
          )}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Report data={query.data} />
      )}
    </Paper>
  );
}
