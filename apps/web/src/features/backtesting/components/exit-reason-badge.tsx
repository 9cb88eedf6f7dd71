import { Badge } from '@mantine/core';
import { exitReasonColor } from '../utils/exit-reason-color';

export function ExitReasonBadge({ reason }: { reason: string }) {
  return (
    <Badge
      color={exitReasonColor(reason)}
      variant="filled"
      autoContrast
      radius="sm"
      data-exit-color={exitReasonColor(reason)}
    >
      {reason}
    </Badge>
  );
}
