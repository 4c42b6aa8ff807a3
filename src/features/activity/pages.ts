import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  titles: {
    '/_app/activity/': msg`Activity`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  {
    path: '/activity',
    content: 'rows',
    untoured: 'only an admin behind the team proxy reads it: e2e/team drives it',
  },
];
