import { Badge } from '@mantine/core';
import { statusLabel } from '../utils/user-labels';

/** Actif/Inactif (Abonné/Non abonné on a phone), never cut short. */
export function StatusBadge({ isSubscribed, phone }: { isSubscribed: boolean; phone: boolean }) {
  return (
    <Badge
      variant="light"
      color={isSubscribed ? 'teal' : 'gray'}
      tt="none"
      size="md"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {statusLabel(isSubscribed, phone)}
    </Badge>
  );
}
