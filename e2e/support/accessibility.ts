import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The selectors of the offending elements, each with axe's summary of what to fix. */
  targets: string[];
  /** The markup of the first offending element. */
  html: string;
}

/**
 * The serious and critical WCAG 2 A/AA violations axe-core finds on the page as it is now (an empty list when there
 * are none), in the whole document or only inside the elements matched by `include` (CSS selectors). The mouse is
 * moved away first so that no hover colour is judged.
 */
export async function seriousViolations(page: Page, include?: string | string[]): Promise<AxeViolation[]> {
  await page.mouse.move(0, 0);
  await settledAnimations(page);
  const first = await axeViolations(page, include);
  if (first.length === 0) return first;
  // A dialog still fading in is judged at its half-transparent colours (seen in CI: a modal title at 4.28:1 mid-fade);
  // a real violation is still there a moment later, a transient one is not.
  await page.waitForTimeout(500);
  await settledAnimations(page);
  return axeViolations(page, include);
}

/** Waits for every finite animation and transition on the page to end (spinners and live pulses run forever). */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function axeViolations(page: Page, include?: string | string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the console's Content-Security-Policy rightly refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const selectors = include === undefined ? undefined : Array.isArray(include) ? include : [include];
  const result = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }
    ).axe;
    const context = only ? { include: only.map((selector) => [selector]) } : document;
    const answer = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return answer.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      html: violation.nodes[0]?.html.slice(0, 160) ?? '',
    }));
  }, selectors);
  return result.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** How many pixels the page is wider than its viewport (0 when there is no sideways scroll). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** True when the page is wider than its viewport (sideways scroll). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return (await sidewaysOverflow(page)) > 0;
}
