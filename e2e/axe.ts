import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.1 A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's axe violations (within `include` when given), each with the first three elements it
 * names, so a failure says where to look. An empty list is a clean page.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  if (include) builder.include(include);
  return (await builder.analyze()).violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}
