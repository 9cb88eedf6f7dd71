import { Button, Group } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import type { PositionActions } from './row-view';

interface PositionActionButtonsProps extends PositionActions {
  position: Position;
  detailsLabel: 'Details' | 'See details';
}

/** Details, Close and Open (reopen). Open is disabled while the position is worked (shouldWork true). */
export function PositionActionButtons({
  position,
  detailsLabel,
  onDetails,
  onClose,
  onReopen,
}: PositionActionButtonsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" variant="light" onClick={() => onDetails(position)}>
        {detailsLabel}
      </Button>
      <Button size="compact-xs" variant="light" color="red" onClick={() => onClose(position)}>
        Close
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        disabled={position.shouldWork}
        onClick={() => onReopen(position)}
      >
        Open
      </Button>
    </Group>
  );
}
