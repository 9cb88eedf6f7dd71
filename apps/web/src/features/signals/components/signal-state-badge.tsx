import { Badge } from '@mantine/core';
import type { SignalState } from '@signaldesk/contracts/signal-sources';
import { STATE_COLORS, STATE_LABELS } from '../utils/signal-labels';

export function SignalStateBadge({ state }: { state: SignalState }) {
  return (
    <Badge size="sm" radius="sm" variant="light" color={STATE_COLORS[state]} style={{ flexShrink: 0 }}>
      {STATE_LABELS[state]}
    </Badge>
  );
}
