import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/webhooks', label: msg`Webhooks`, key: 'h', order: 110 },
  titles: {
    '/_app/webhooks/$endpointId': msg`Webhook endpoint`,
    '/_app/webhooks/verify': msg`Verify a signature`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/webhooks', content: 'rows', details: '/webhooks/endpoints' },
  { path: '/webhooks/verify', content: 'form' },
];
