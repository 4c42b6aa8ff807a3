import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/explorer', label: msg`API explorer`, key: 'x', order: 130 },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  {
    path: '/explorer',
    // One list of the operations, headed by tag, each entry a link to its form.
    content: { selector: 'main li a[href^="/explorer?"]' },
    noBench: 'bench/explorer.mjs measures the explorer on its own (its document and forms)',
  },
];
