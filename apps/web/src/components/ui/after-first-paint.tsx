import { Box } from '@mantine/core';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the browser has painted what the page already holds (docs/performance.md,
 * "The Overview's first visit"): the Overview's rows show first, and the panels below them follow in an
 * interruptible render a frame later. Until then an empty box of `minHeight` keeps the page's length.
 */
export function AfterFirstPaint({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : <Box mih={minHeight} aria-hidden />;
}
