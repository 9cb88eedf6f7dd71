import { Tooltip } from '@mantine/core';
import { cloneElement, type PointerEvent, type ReactElement, type ReactNode, useState } from 'react';

interface HoverHintProps {
  label: ReactNode;
  /** One element that takes a ref and pointer handlers (a Badge, a Button). */
  children: ReactElement<{
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: (event: PointerEvent) => void;
  }>;
}

/**
 * A tooltip that costs nothing until it is first pointed at (docs/performance.md, "The Overview's first visit"):
 * Mantine's Tooltip sets up its floating hooks on every render of every instance, and the position lists carry
 * three per row. The first hover mounts the real tooltip; the pointer entering and leaving opens and closes it.
 */
export function HoverHint({ label, children }: HoverHintProps) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = cloneElement(children, {
    onPointerEnter: () => {
      setArmed(true);
      setOpened(true);
    },
    onPointerLeave: () => setOpened(false),
  });
  if (!armed) return target;
  return (
    <Tooltip label={label} withArrow opened={opened}>
      {target}
    </Tooltip>
  );
}
