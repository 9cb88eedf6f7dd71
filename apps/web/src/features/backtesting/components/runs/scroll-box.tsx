import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on phones; it takes the keyboard focus so it can be scrolled without a mouse. It is
 * positioned, so that the visually hidden texts inside (absolutely placed) scroll with it instead of widening the page.
 */
export function ScrollBox({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1)
    <section style={{ overflowX: 'auto', position: 'relative' }} tabIndex={0} aria-label={label}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
