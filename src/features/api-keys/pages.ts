import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/api-keys', label: msg`API keys`, key: 'k', order: 120 },
  titles: {
    '/_app/api-keys/replace': msg`Replace an API key`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/api-keys', content: 'rows' },
  {
    path: '/api-keys/replace',
    content: { selector: 'main fieldset input[type="radio"]' },
  },
];
