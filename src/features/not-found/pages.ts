import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its heading (src/lib/feature-facts.ts): any address no other page has. */
export const pages: FeaturePages = {
  titles: {
    '/_app/$': msg`Page not found`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  {
    path: '/$',
    content: { selector: 'main h1' },
    untoured: 'not a page of the service: e2e/small-visual opens an address no page has',
  },
];
