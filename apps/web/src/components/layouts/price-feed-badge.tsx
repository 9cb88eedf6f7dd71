import { Badge, Button, Group } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { type PriceFeedStatus, usePriceFeedState } from '../../lib/price-feed-status';

const LABELS: Record<Exclude<PriceFeedStatus, 'idle'>, { text: string; color: string }> = {
  connected: { text: 'Live feed: connected', color: 'teal' },
  reconnecting: { text: 'Live feed: reconnecting', color: 'yellow' },
  offline: { text: 'Live feed: offline (polling every 5 s)', color: 'red' },
};

/**
 * The live feed's health in the header (docs/console.md, Live prices), shown while a screen holds the stream;
 * offline adds a Reconnect action that retries the stream with a fresh count of attempts.
 */
export function PriceFeedBadge() {
  const { status, reconnect } = usePriceFeedState();
  if (status === 'idle') return null;
  const { text, color } = LABELS[status];
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label="Live feed">
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
          Reconnect
        </Button>
      ) : null}
    </Group>
  );
}
