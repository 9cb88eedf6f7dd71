import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * Runs axe-core on the part of the page matched by `selector` (the whole document by default); answers the serious
 * and critical violations (none expected). The mouse is moved away first so that no hover colour is judged.
 */
export async function seriousViolations(page: Page, selector = 'html'): Promise<AxeViolation[]> {
  await page.mouse.move(0, 0);
  // Evaluated through the DevTools protocol: the console's CSP (script-src 'self') refuses inline script tags.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (context: string) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(context);
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 160) })),
    }));
  }, selector);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** True when the page is wider than its viewport (sideways scroll). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
