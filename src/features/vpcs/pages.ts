import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/vpcs', label: msg`VPCs`, key: 'n', order: 50 },
  titles: {
    '/_app/vpcs/$vpcId': msg`VPC`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [{ path: '/vpcs', content: 'rows', details: '/vpcs' }];
