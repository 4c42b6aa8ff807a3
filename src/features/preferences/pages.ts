import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  titles: {
    '/_app/preferences/': msg`Preferences`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  {
    path: '/preferences',
    content: 'form',
    untoured: 'it holds settings, no data: e2e/languages.spec.ts and the unit tests drive it',
  },
];
