import { Anchor, Button, Card, Center, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { FeedSignal, SignalSource, SignalState } from '@signaldesk/contracts/signal-sources';
import { SIGNAL_STATES } from '@signaldesk/contracts/signal-sources';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useNow } from '../../../hooks/use-now';
import { useViewportQuery } from '../../../hooks/use-viewport-query';
import { useT } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { type SignalsFilter, useSignalsFeed } from '../api/get-signals';
import { SIGNAL_LABELS, STATE_LABELS } from '../utils/signal-labels';
import { SignalCardDrawer } from './signal-card-drawer';
import { SignalOutcome } from './signal-outcome';
import { SignalStateBadge } from './signal-state-badge';

/** Below this width the feed's six columns do not fit beside the sidebar: it shows cards. */
const FEED_CARDS_QUERY = '(max-width: 63.99em)';

/** Opens a signal's card: a click anywhere on its row, except on a link or button of the row. */
type OpenCard = (id: number) => void;

function openFromRow(open: OpenCard, id: number) {
  return (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    open(id);
  };
}

/** The symbol as the row's keyboard way into its card. */
function SymbolButton({ signal, open }: { signal: FeedSignal; open: OpenCard }) {
  const t = useT();
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      size="sm"
      onClick={() => open(signal.id)}
      aria-label={t('signals.card.open', { id: signal.id, symbol: signal.symbol })}
    >
      {signal.symbol}
    </Anchor>
  );
}

function DirectionText({ direction }: { direction: FeedSignal['direction'] }) {
  return (
    <Text size="sm" fw={600} c={direction === 'LONG' ? 'teal.4' : 'red.4'} component="span">
      {direction}
    </Text>
  );
}

/** The live feed: filters by source, state and UTC day; newest first, read again every 5 s. */
export function SignalFeed({ sources }: { sources: SignalSource[] }) {
  const t = useT();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [state, setState] = useState<SignalState | null>(null);
  const [day, setDay] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  const filter: SignalsFilter = {
    sourceId: sourceId === null ? undefined : Number(sourceId),
    state: state ?? undefined,
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
  };
  const feed = useSignalsFeed(filter);
  const now = useNow(1_000).getTime();
  const cards = useViewportQuery(FEED_CARDS_QUERY);
  const filtered = filter.sourceId !== undefined || filter.state !== undefined || filter.day !== undefined;
  const rows = feed.data?.pages.flat() ?? [];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('signals.signalFeed.source')}
          placeholder={t('signals.signalFeed.allSources')}
          data={sources.map((source) => ({ value: String(source.id), label: source.name }))}
          value={sourceId}
          onChange={setSourceId}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <Select
          label={t('signals.signalFeed.state')}
          placeholder={t('signals.signalFeed.allStates')}
          data={SIGNAL_STATES.map((value) => ({ value, label: STATE_LABELS[value] }))}
          value={state}
          onChange={(value) => setState(value as SignalState | null)}
          clearable
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          label={t('signals.signalFeed.dayUtc')}
          type="date"
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      {feed.isPending ? (
        <PageLoader label={t('signals.signalFeed.loadingSignals')} />
      ) : feed.isError && rows.length === 0 ? (
        <ErrorState
          message={getErrorMessage(feed.error, SIGNAL_LABELS.loadError)}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : rows.length === 0 ? (
        <Center py="xl">
          <Text c="gray.5">{filtered ? SIGNAL_LABELS.noFilteredSignals : SIGNAL_LABELS.noSignals}</Text>
        </Center>
      ) : (
        <>
          {feed.isError && (
            <ErrorState
              message={t('signals.signalFeed.theFeedCouldNot', {
                v0: getErrorMessage(feed.error, SIGNAL_LABELS.loadError),
              })}
              onRetry={() => void feed.refetch()}
              retrying={feed.isFetching}
            />
          )}
          {cards ? (
            <FeedCards rows={rows} now={now} open={setOpened} />
          ) : (
            <FeedTable rows={rows} now={now} open={setOpened} />
          )}
          {feed.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void feed.fetchNextPage()}
                loading={feed.isFetchingNextPage}
              >
                {t('signals.signalFeed.showOlderSignals')}
              </Button>
            </Group>
          )}
        </>
      )}
      <SignalCardDrawer signalId={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

function FeedTable({ rows, now, open }: { rows: FeedSignal[]; now: number; open: OpenCard }) {
  const t = useT();
  return (
    <Table striped highlightOnHover aria-label={t('signals.signalFeed.signalsFeed')} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('signals.signalFeed.received')}</Table.Th>
          <Table.Th>{t('signals.signalFeed.source')}</Table.Th>
          <Table.Th>{t('signals.signalFeed.symbol')}</Table.Th>
          <Table.Th>{t('signals.signalFeed.direction')}</Table.Th>
          <Table.Th>{t('signals.signalFeed.state')}</Table.Th>
          <Table.Th>{t('signals.signalFeed.waitsForOutcome')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((signal) => (
          <Table.Tr key={signal.id} onClick={openFromRow(open, signal.id)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <UtcStamp value={signal.receivedAt} />
            </Table.Td>
            <Table.Td>{signal.sourceName}</Table.Td>
            <Table.Td>
              <SymbolButton signal={signal} open={open} />
            </Table.Td>
            <Table.Td>
              <DirectionText direction={signal.direction} />
            </Table.Td>
            <Table.Td>
              <SignalStateBadge state={signal.state} />
            </Table.Td>
            <Table.Td>
              <SignalOutcome signal={signal} now={now} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FeedCards({ rows, now, open }: { rows: FeedSignal[]; now: number; open: OpenCard }) {
  const t = useT();
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={t('signals.signalFeed.signalsFeed')}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {rows.map((signal) => (
        <Card
          key={signal.id}
          component="li"
          withBorder
          padding="sm"
          onClick={openFromRow(open, signal.id)}
          style={{ cursor: 'pointer' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <SymbolButton signal={signal} open={open} />
              <DirectionText direction={signal.direction} />
            </Group>
            <SignalStateBadge state={signal.state} />
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {signal.sourceName} · <UtcStamp value={signal.receivedAt} />
          </Text>
          <div style={{ marginTop: 4 }}>
            <SignalOutcome signal={signal} now={now} />
          </div>
        </Card>
      ))}
    </Stack>
  );
}
