import { Anchor, Text } from '@mantine/core';
import type { FeedSignal } from '@signaldesk/contracts/signal-sources';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { positionLink } from '../../../lib/position-links';
import { formatSignedPercent } from '../../../utils/format';
import { ignoredReasonText, waitingText } from '../utils/signal-labels';

/**
 * What a signal waits for (a countdown), why it was ignored, or its position: the link opens its details on the
 * Overview while open, in the Analytics history once closed (with its final P&L).
 */
export function SignalOutcome({ signal, now }: { signal: FeedSignal; now: number }) {
  const t = useT();
  if (signal.state === 'waiting') {
    return (
      <Text size="sm" component="span">
        {waitingText(signal, now)}
      </Text>
    );
  }
  if (signal.state === 'ignored') {
    return (
      <Text size="sm" component="span" c="dimmed">
        {ignoredReasonText(signal.ignoredReason)}
      </Text>
    );
  }
  if (signal.state === 'entered' && signal.positionId !== null) {
    const closed = signal.positionStatus === 'closed';
    return (
      <Text size="sm" component="span">
        <Anchor component={Link} to={positionLink(signal.positionId, closed)} size="sm">
          {t('signals.signalOutcome.position')}
          {signal.positionId}
        </Anchor>{' '}
        {closed
          ? t('signals.signalOutcome.closed', { v0: formatSignedPercent(signal.positionProfit) })
          : t('signals.signalOutcome.open')}
      </Text>
    );
  }
  return (
    <Text size="sm" component="span" c="dimmed">
      {signal.state === 'cancelled' ? t('signals.signalOutcome.cancelledBySource') : '-'}
    </Text>
  );
}
