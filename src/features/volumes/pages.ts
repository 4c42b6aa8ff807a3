import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/volumes', label: msg`Volumes`, key: 'v', order: 30 },
  titles: {
    '/_app/volumes/$volumeId': msg`Volume`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [{ path: '/volumes', content: 'rows', details: '/volumes' }];
