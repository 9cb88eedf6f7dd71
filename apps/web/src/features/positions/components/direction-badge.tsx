import { Badge } from '@mantine/core';
import type { Position } from '@signaldesk/contracts/positions';
import { HoverHint } from '../../../components/ui/hover-hint';

const DIRECTION_HINTS = {
  LONG: 'Long: gains when the price rises',
  SHORT: 'Short: gains when the price falls',
} as const;

/** The direction written out, coloured (teal long, red short), with a tooltip saying what it means. */
export function DirectionBadge({
  direction,
  small = false,
}: {
  direction: Position['direction'];
  small?: boolean;
}) {
  const long = direction === 'LONG';
  return (
    <HoverHint label={DIRECTION_HINTS[direction]}>
      <Badge
        size={small ? 'xs' : 'sm'}
        radius="sm"
        color={long ? 'teal' : 'red'}
        style={{ flexShrink: 0, minWidth: 'max-content' }}
      >
        {direction}
      </Badge>
    </HoverHint>
  );
}
