import { msg } from '@lingui/core/macro';
import type { FeaturePages, TourStop } from '@/lib/feature-facts';

/** Its navigation entry and headings (src/lib/feature-facts.ts). */
export const pages: FeaturePages = {
  nav: { to: '/tickets', label: msg`Tickets`, key: 't', order: 90 },
  titles: {
    '/_app/tickets/$ticketId': msg`Ticket`,
    '/_app/tickets/new': msg`New ticket`,
  },
};

/** Where the browser tours and the bench stop (written to e2e/pages.gen.json by src/test/page-facts.test.ts). */
export const stops: TourStop[] = [
  { path: '/tickets', content: 'rows', details: '/tickets' },
  { path: '/tickets/new', content: 'form' },
];
