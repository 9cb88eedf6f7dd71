import { Badge, Button, Group } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { translate, useT } from '../../i18n/use-t';
import { type PriceFeedStatus, usePriceFeedState } from '../../lib/price-feed-status';

const LABELS: Record<Exclude<PriceFeedStatus, 'idle'>, { text: string; color: string }> = {
  connected: {
    get text() {
      return translate('layouts.priceFeedBadge.liveFeedConnected');
    },
    color: 'teal',
  },
  reconnecting: {
    get text() {
      return translate('layouts.priceFeedBadge.liveFeedReconnecting');
    },
    color: 'yellow',
  },
  offline: {
    get text() {
      return translate('layouts.priceFeedBadge.liveFeedOfflinePolling');
    },
    color: 'red',
  },
};

/**
 * The live feed's health in the header (docs/console.md, Live prices), shown while a screen holds the stream;
 * offline adds a Reconnect action that retries the stream with a fresh count of attempts.
 */
export function PriceFeedBadge() {
  const t = useT();
  const { status, reconnect } = usePriceFeedState();
  if (status === 'idle') return null;
  const { text, color } = LABELS[status];
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={t('layouts.priceFeedBadge.liveFeed')}>
      <Badge
        color={color}
        variant="light"
        tt="none"
        size="md"
        radius="sm"
        leftSection={
          status === 'connected' ? <IconPlugConnected size={14} /> : <IconPlugConnectedX size={14} />
        }
        style={{ flexShrink: 0 }}
      >
        {text}
      </Badge>
      {status === 'offline' && reconnect ? (
        <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={reconnect}>
          {t('layouts.priceFeedBadge.reconnect')}
        </Button>
      ) : null}
    </Group>
  );
}
