import type { Page } from 'playwright-core';

/** How a table fits its box (docs/positions.md, Fit). */
export interface TableFit {
  /** Header texts, in order. */
  headers: string[];
  /** Headers whose text is cut, or that lie outside the table's visible box or the window. */
  clipped: string[];
  /** Headers whose centre is covered by another element (a sticky column, say). */
  covered: string[];
  /** Badges (direction, TP markers) whose label is cut. */
  cutBadges: number;
  /** Body cells whose text is wider or taller than the cell, or that stick out of their row (a fixed-height one). */
  cutCells: string[];
  /** How far the table is wider than its box. */
  overflow: number;
}

/**
 * Measures every table matched by `selector` (its box is its parent): header boxes against the visible box, what
 * covers them, and the body cells now in the page.
 */
export function measureTables(page: Page, selector: string): Promise<TableFit[]> {
  return page.evaluate(
    (tables) =>
      Array.from(document.querySelectorAll(tables)).map((table) => {
        // In the middle of the window, clear of the fixed header, so that what covers a header is judged.
        table.querySelector('thead')?.scrollIntoView({ block: 'center' });
        const box = (table.parentElement as HTMLElement).getBoundingClientRect();
        const headers = Array.from(table.querySelectorAll('thead th')) as HTMLElement[];
        const clipped: string[] = [];
        const covered: string[] = [];
        for (const th of headers) {
          const rect = th.getBoundingClientRect();
          const label = th.textContent ?? '';
          const inside =
            rect.left >= box.left - 0.5 &&
            rect.right <= box.right + 0.5 &&
            rect.left >= 0 &&
            rect.right <= window.innerWidth;
          if (!inside || th.scrollWidth > th.clientWidth) clipped.push(label);
          const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (!atCentre || !th.contains(atCentre)) covered.push(label);
        }
        const cutBadges = Array.from(table.querySelectorAll('.mantine-Badge-label')).filter(
          (label) => label.scrollWidth > label.clientWidth + 0.5,
        ).length;
        const cutCells = (Array.from(table.querySelectorAll('tbody td')) as HTMLElement[])
          .filter((td) => {
            const cell = td.getBoundingClientRect();
            const row = (td.parentElement as HTMLElement).getBoundingClientRect();
            const outsideRow = cell.top < row.top - 0.5 || cell.bottom > row.bottom + 0.5;
            return outsideRow || td.scrollWidth > td.clientWidth || td.scrollHeight > td.clientHeight + 1;
          })
          .map((td) => td.textContent ?? '');
        return {
          headers: headers.map((th) => th.textContent ?? ''),
          clipped,
          covered,
          cutBadges,
          cutCells,
          overflow: table.scrollWidth - (table.parentElement as HTMLElement).clientWidth,
        };
      }),
    selector,
  );
}
