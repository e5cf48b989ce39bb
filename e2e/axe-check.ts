import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core, run in the page: shared by the accessibility journeys (a11y.spec.ts, content-a11y.spec.ts). */
const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The page's serious and critical axe violations, one line each. The page's CSP forbids
 * inline scripts and axe is injected as one: the journeys calling this bypass it.
 * `resultTypes: ['violations']` leaves every rule run and every violating node reported;
 * axe only stops building selectors for each passing, incomplete and inapplicable node,
 * which nothing here reads (a third to a half of axe's time on a page).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    type Run = (ctx: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
