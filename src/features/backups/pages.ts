import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/backups', label: msg`Backups`, key: 'b', order: 60 },
  titles: {
    '/_app/backups/$backupId': msg`Backup`,
    '/_app/backups/servers': msg`Backup servers`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/backups', content: 'rows', details: '/backups' },
  { path: '/backups/servers', content: 'rows' },
];
