import type { MessageDescriptor } from '@lingui/core';
import { OPERATION_IDS } from '@/api/operation-ids.gen';
import type { OperationPages } from '@/lib/feature-facts';

/** "GET /vpcs/{}/members/{}": a route with its parameters' names left out, which may differ between documents. */
const shape = (routeKey: string) => routeKey.replace(/\{[^}]*\}/g, '{}');

const CONTRACT = new Set(Object.keys(OPERATION_IDS).map(shape));

/**
 * Whether the console's own contract has the operation ("GET /instances/{id}"), whatever its path
 * parameters are named: one it lacks is new (the runtime counterpart of `npm run api:diff`).
 */
export const inContract = (routeKey: string) => CONTRACT.has(shape(routeKey));

/**
 * Which console page already does what an operation does. A path with `{id}` leads to the
 * resource's page when the ID is known, else to the list it belongs to.
 */
export interface ConsolePage {
  /** The page's name (rendered with the catalogue). */
  label: MessageDescriptor;
  /** The page's address; `$id` is replaced by the operation's `id` path parameter. */
  to: string;
  /** The list to open while no ID is given, and its name. */
  list: string;
  listLabel: MessageDescriptor;
}

/**
 * Every feature's `explorerPages` (src/lib/feature-facts.ts), collected from its folder by this
 * glob of one declaration file (a collector eslint.boundaries.js names).
 */
const DECLARED = import.meta.glob<OperationPages>('@/features/*/explorer-pages.ts', {
  eager: true,
  import: 'explorerPages',
});

const ORDER = Object.keys(OPERATION_IDS);

/** Keyed like OPERATION_IDS: "METHOD /path" of the console's own contract, in the contract's order. */
export const CONSOLE_PAGES: Readonly<Record<string, ConsolePage>> = Object.fromEntries(
  Object.values(DECLARED)
    .flatMap((pages) => Object.entries(pages))
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b))
    .map(([key, { label, to, list = to, listLabel = label }]) => [
      key,
      { label, to, list, listLabel },
    ]),
);

const PAGES_BY_SHAPE = new Map<string, ConsolePage>();
for (const [key, consolePage] of Object.entries(CONSOLE_PAGES))
  PAGES_BY_SHAPE.set(shape(key), consolePage);

/** The console's page for an operation ("POST /vpcs"), whatever its path parameters are named. */
export const consolePageFor = (routeKey: string) => PAGES_BY_SHAPE.get(shape(routeKey));

/** The address of the console's page for an operation, with its ID when one is given. */
export function consolePageHref(consolePage: ConsolePage, id?: string): string {
  if (!consolePage.to.includes('$id')) return consolePage.to;
  return id ? consolePage.to.replace('$id', encodeURIComponent(id)) : consolePage.list;
}
