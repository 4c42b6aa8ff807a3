import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/reserved-ips', label: msg`Reserved IPs`, key: 'r', order: 40 },
  titles: {
    '/_app/reserved-ips/$reservedIpId': msg`Reserved IP`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/reserved-ips', content: 'rows', details: '/reserved-ips' },
];
