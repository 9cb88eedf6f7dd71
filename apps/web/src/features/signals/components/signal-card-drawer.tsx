import { Anchor, Code, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  SIGNAL_UPDATE_KINDS,
  SIGNAL_UPDATE_OUTCOMES,
  type SignalCard,
  type SignalUpdate,
  type WaitingRule,
} from '@signaldesk/contracts/signal-sources';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { UtcStamp } from '../../../components/ui/utc-stamp';
import { useNow } from '../../../hooks/use-now';
import { textsOf } from '../../../i18n/texts-of';
import { translate } from '../../../i18n/use-t';
import { getErrorMessage } from '../../../lib/api-client';
import { positionLink } from '../../../lib/position-links';
import { formatSignalPrice, formatSignedPercent } from '../../../utils/format';
import { useSignalCard } from '../api/get-signal-card';
import { breakoutText, formatCountdown, ignoredReasonText } from '../utils/signal-labels';
import { SignalStateBadge } from './signal-state-badge';

/** The card's texts (docs/signals.md, The signal card); the Signals screen speaks English. */
/** The card's texts (docs/signals.md, The signal card), read in the operator's language when shown. */
const CARD_TEXTS = textsOf('signals.card', [
  'close',
  'loading',
  'loadError',
  'read',
  'waitingOn',
  'message',
  'structured',
  'updates',
  'noUpdates',
  'position',
  'noPosition',
  'entry',
  'atMarket',
  'targets',
  'stop',
  'leverage',
  'category',
  'outcome',
  'currentStop',
  'entryPrice',
  'closeReason',
  'finalProfit',
] as const);

const UPDATE_KINDS = textsOf('signals.updateKind', SIGNAL_UPDATE_KINDS);
const UPDATE_OUTCOMES = textsOf('signals.updateOutcome', SIGNAL_UPDATE_OUTCOMES);

/** What the rule a waiting signal waits on says now. */
export function waitingRuleText(rule: WaitingRule, now: number): string {
  switch (rule.rule) {
    case 'breakout':
      return breakoutText(rule.condition, rule.price);
    case 'wait':
      return translate('signals.waitingRule.wait', {
        countdown: formatCountdown(Date.parse(rule.until) - now),
      });
    case 'pattern': {
      const countdown = translate('signals.waitingRule.pattern', {
        countdown: formatCountdown(Date.parse(rule.until) - now),
      });
      return rule.pattern === null
        ? translate('signals.waitingRule.noWindowYet', { countdown })
        : translate('signals.waitingRule.patternProgress', {
            countdown,
            pattern: rule.pattern,
            seen: rule.seen ?? 0,
            needed: rule.needed ?? 0,
          });
    }
    default:
      return translate('signals.waitingRule.deciding');
  }
}

function updateText(update: SignalUpdate): string {
  const detail =
    update.kind === 'targetHit' && update.target !== null
      ? ` TP${update.target}`
      : update.price !== null
        ? ` ${formatSignalPrice(update.price)}`
        : '';
  return `${UPDATE_KINDS[update.kind]}${detail}: ${UPDATE_OUTCOMES[update.outcome]}`;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%" fw={500}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** A click on a feed row opens this: the signal, what was read, its updates, its waiting rule and its position. */
export function SignalCardDrawer({ signalId, onClose }: { signalId: number | null; onClose: () => void }) {
  const card = useSignalCard(signalId);
  return (
    <Drawer
      opened={signalId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': CARD_TEXTS.close }}
      title={signalId === null ? '' : translate('signals.card.title', { id: signalId })}
    >
      {card.isPending ? (
        <PageLoader label={CARD_TEXTS.loading} minHeight={160} />
      ) : card.isError && !card.data ? (
        <ErrorState
          message={getErrorMessage(card.error, CARD_TEXTS.loadError)}
          onRetry={() => void card.refetch()}
          retrying={card.isFetching}
        />
      ) : (
        <SignalCardBody signal={card.data} />
      )}
    </Drawer>
  );
}

function SignalCardBody({ signal }: { signal: SignalCard }) {
  const now = useNow(1_000).getTime();
  const targets = [signal.tp1, signal.tp2, signal.tp3].filter((price) => price !== null);
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap" align="center">
        <Text fw={700} size="lg">
          {signal.symbol}
        </Text>
        <Text fw={600} c={signal.direction === 'LONG' ? 'teal.4' : 'red.4'}>
          {signal.direction}
        </Text>
        <SignalStateBadge state={signal.state} />
      </Group>
      <Text size="sm" c="dimmed">
        {signal.sourceName} · <UtcStamp value={signal.receivedAt} />
      </Text>

      {signal.waitingOn && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {CARD_TEXTS.waitingOn}
          </Title>
          <Text size="sm">{waitingRuleText(signal.waitingOn, now)}</Text>
        </Stack>
      )}

      <Stack gap={4}>
        <Title order={3} size="h5">
          {CARD_TEXTS.read}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4} aria-label={CARD_TEXTS.read}>
          <Table.Tbody>
            <Field label={CARD_TEXTS.entry}>
              {signal.entry === null
                ? CARD_TEXTS.atMarket
                : signal.entryCondition === 'at'
                  ? formatSignalPrice(signal.entry)
                  : `${signal.entryCondition} ${formatSignalPrice(signal.entry)}`}
            </Field>
            <Field label={CARD_TEXTS.targets}>
              {targets.length === 0 ? '-' : targets.map((price) => formatSignalPrice(price)).join(' · ')}
            </Field>
            <Field label={CARD_TEXTS.stop}>{formatSignalPrice(signal.stopLoss)}</Field>
            <Field label={CARD_TEXTS.leverage}>
              {signal.leverage === null ? '-' : `${signal.leverage}x`}
            </Field>
            <Field label={CARD_TEXTS.category}>{signal.category}</Field>
            {signal.state === 'ignored' && (
              <Field label={CARD_TEXTS.outcome}>{ignoredReasonText(signal.ignoredReason)}</Field>
            )}
          </Table.Tbody>
        </Table>
      </Stack>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {CARD_TEXTS.message}
        </Title>
        {signal.text === null ? (
          <Text size="sm" c="dimmed">
            {CARD_TEXTS.structured}
          </Text>
        ) : (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {signal.text}
          </Code>
        )}
      </Stack>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {CARD_TEXTS.updates}
        </Title>
        {signal.updates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CARD_TEXTS.noUpdates}
          </Text>
        ) : (
          <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {signal.updates.map((update) => (
              <li key={update.id}>
                <Text size="sm">
                  <UtcStamp value={update.receivedAt} /> · {updateText(update)}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {update.text}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>

      <Stack gap={4}>
        <Title order={3} size="h5">
          {CARD_TEXTS.position}
        </Title>
        {signal.position === null ? (
          <Text size="sm" c="dimmed">
            {CARD_TEXTS.noPosition}
          </Text>
        ) : (
          <>
            <Text size="sm">
              <Anchor
                component={Link}
                to={positionLink(signal.position.id, signal.position.status === 'closed')}
                size="sm"
              >
                {translate('signals.card.positionLink', { id: signal.position.id })}
              </Anchor>{' '}
              {translate(signal.position.status === 'closed' ? 'signals.card.closed' : 'signals.card.open_')}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4} aria-label={CARD_TEXTS.position}>
              <Table.Tbody>
                <Field label={CARD_TEXTS.entryPrice}>{formatSignalPrice(signal.position.entryPrice)}</Field>
                <Field label={CARD_TEXTS.currentStop}>{formatSignalPrice(signal.position.stopLoss)}</Field>
                <Field label={CARD_TEXTS.targets}>
                  {[signal.position.tp1, signal.position.tp2, signal.position.tp3]
                    .map((price) => formatSignalPrice(price))
                    .join(' · ')}
                </Field>
                {signal.position.status === 'closed' && (
                  <>
                    <Field label={CARD_TEXTS.closeReason}>{signal.position.closeReason ?? '-'}</Field>
                    <Field label={CARD_TEXTS.finalProfit}>
                      {formatSignedPercent(signal.position.finalProfitPercentage)}
                    </Field>
                  </>
                )}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Stack>
  );
}
