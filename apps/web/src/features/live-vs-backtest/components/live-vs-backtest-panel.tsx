import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { DIFFERENCE_REASONS, type LiveVsBacktest } from '@signaldesk/contracts/live-vs-backtest';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCount, formatOneDecimalPercent, formatSignedUsd, formatUtcStamp } from '../../../utils/format';
import { useLiveVsBacktest } from '../api/get-live-vs-backtest';
import { LiveVsBacktestTable } from './live-vs-backtest-table';
import { REASON_TEXT } from './reason-text';

type Side = LiveVsBacktest['live'];

function SideFigures({ title, side }: { title: string; side: Side }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={`${title} figures`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Group gap="lg" mt={4} wrap="wrap">
        <Text size="sm">
          <b>{formatCount(side.trades)}</b> trades
        </Text>
        <Text size="sm">
          {/* No trade has no win rate: "—", not 0.0 %. */}
          win rate <b>{side.trades === 0 ? '—' : formatOneDecimalPercent(side.winRate)}</b>
        </Text>
        <Text size="sm">
          P&L <b>{formatSignedUsd(side.profitLoss)}</b>
        </Text>
      </Group>
    </Paper>
  );
}

function Report({ data }: { data: LiveVsBacktest }) {
  const [all, setAll] = useState(false);
  if (!data.origin) {
    return (
      <Text size="sm" c="dimmed">
        No run has been applied to live yet. Apply a kept run or a sweep cell from the Backtesting screen,
        then this panel compares what live does with what that run's configuration does on the same signals.
      </Text>
    );
  }
  const rows = all ? data.rows : data.rows.filter((row) => row.reason !== 'same');
  return (
    <Stack gap="sm">
      <Text size="sm">
        Since <b>{data.origin.name}</b> was applied ({formatUtcStamp(data.origin.appliedAt)})
        {data.origin.undoneAt ? <> until it was undone ({formatUtcStamp(data.origin.undoneAt)})</> : null}:{' '}
        {formatCount(data.signals)} {data.signals === 1 ? 'signal' : 'signals'}, replayed with the applied
        configuration and the stored candles.
      </Text>
      {data.origin.undoneAt && (
        <Badge color="gray" variant="light" tt="none" w="fit-content">
          Apply undone
        </Badge>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SideFigures title="Live" side={data.live} />
        <SideFigures title="Backtest" side={data.backtest} />
      </SimpleGrid>
      <Group gap={6} wrap="wrap" role="group" aria-label="Differences by reason">
        {DIFFERENCE_REASONS.filter((reason) => data.reasons[reason] > 0).map((reason) => (
          <Badge key={reason} variant="light" color={REASON_TEXT[reason].color} tt="none">
            {REASON_TEXT[reason].label}: {data.reasons[reason]}
          </Badge>
        ))}
      </Group>
      <Switch
        label="Show the signals that match too"
        checked={all}
        onChange={(event) => setAll(event.currentTarget.checked)}
      />
      {rows.length > 0 ? (
        <LiveVsBacktestTable rows={rows} />
      ) : (
        <Text size="sm" c="dimmed">
          {data.rows.length === 0
            ? 'No signal has arrived since the apply.'
            : 'Live did what the backtest does.'}
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
  const query = useLiveVsBacktest();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="live-vs-backtest-title">
      <Title order={3} id="live-vs-backtest-title" mb="sm">
        Live against backtest
      </Title>
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Replaying the signals since the apply…</Text>
        </Group>
      ) : query.isError ? (
        <ErrorState
          message={getErrorMessage(query.error, 'The comparison could not be loaded.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Report data={query.data} />
      )}
    </Paper>
  );
}
