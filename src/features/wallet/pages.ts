import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/wallet', label: msg`Wallet`, key: 'w', order: 100 },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [{ path: '/wallet', content: 'rows' }];
