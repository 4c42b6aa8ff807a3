/**
 * Every checked panel (docs/drift.md "Add a read-schema"), for the compatibility report: each
 * feature declares what its panels read in its own `reads.ts` (`panelReads`), where its pages'
 * selectors use them; this collects them by a glob of that one file name (a collector
 * eslint.boundaries.js names). Only the fields a panel uses, with the type it needs: an enum is a
 * string (an unknown value is shown as sent), a field the panel shows as absent when it is missing
 * or null is `nullish()`.
 */
import { NAV_ITEMS } from '@/components/layout/nav-items';
import type { PanelReads } from './read-check';

const DECLARED = import.meta.glob<readonly PanelReads[]>('@/features/*/reads.ts', {
  eager: true,
  import: 'panelReads',
});

const section = (path: string) => `/${path.split('/')[1]}`;
/** 0 for a panel on the operation's own pages (`GET /volumes` on /volumes), 1 for one beside its page's own. */
const beside = (panel: PanelReads) =>
  section(panel.page) === section(panel.operation.split(' ')[1]!) ? 0 : 1;
const place = (panel: PanelReads) => NAV_ITEMS.findIndex((item) => item.to === section(panel.page));

/**
 * Every checked panel, in the order the report names them under one difference: the operation's
 * own pages first (the volume table before a server's volumes), then in navigation order.
 */
export const PANEL_READS: readonly PanelReads[] = Object.values(DECLARED)
  .flat()
  .sort((a, b) => beside(a) - beside(b) || place(a) - place(b));

/** A panel by its id ("instances.list"), for a part that checks the same answer the same way (the palette). */
export function declaredReads(id: string): PanelReads {
  const reads = PANEL_READS.find((panel) => panel.id === id);
  if (!reads) throw new Error(`No panel reads ${id}`);
  return reads;
}
