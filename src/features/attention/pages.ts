import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its heading while it loads (outside the navigation: the top bar's count opens it). */
export const pages: FeaturePages = {
  titles: {
    '/_app/attention/': msg`What needs attention`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  // The list may be empty on a first visit; the notification choices are always there.
  { path: '/attention', content: { selector: 'main details summary' } },
];
