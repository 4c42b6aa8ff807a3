import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/instances', label: msg`Instances`, key: 'i', order: 20 },
  titles: {
    '/_app/instances/deploy': msg`Deploy a server`,
    '/_app/instances/$instanceId': msg`Server`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/instances', content: 'rows', details: '/instances' },
  { path: '/instances/deploy', content: 'form' },
];
