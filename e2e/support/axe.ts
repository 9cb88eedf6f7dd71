import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element with axe's summary of what to fix. */
  targets: string[];
}

interface AxeResults {
  violations: Array<{
    id: string;
    impact: string | null;
    help: string;
    nodes: Array<{ target: string[]; failureSummary?: string }>;
  }>;
}

/**
 * Runs axe-core in the page (or only inside the elements of `include`, CSS selectors) and returns the serious
 * and critical violations of the WCAG 2 A and AA rules.
 */
export async function seriousAxeViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol: the console's CSP (script-src 'self') stays on.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (selectors) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: object) => Promise<unknown> } }
    ).axe;
    const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
    return axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
  }, include);
  return (results as AxeResults).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}
