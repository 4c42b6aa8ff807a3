/**
 * What each feature declares about its pages, in its own folder (docs/contributing.md, "Add a
 * page"), and the shared files collect: no shared file lists a feature.
 *
 * - `src/features/<name>/pages.ts`: `pages` (its navigation entry and headings, collected by
 *   src/components/layout/nav-items.ts for the first view) and `stops` (where the browser tours and
 *   the bench stop; src/test/page-facts.test.ts writes them into e2e/pages.gen.json).
 * - `src/features/<name>/explorer-pages.ts`: `explorerPages`, the page that does what each of its
 *   operations does (collected by src/lib/console-pages.ts for the API explorer).
 * - `src/features/<name>/reads.ts`: `panelReads`, what each of its panels reads (collected by
 *   src/api/reads/panels.ts for the compatibility report), beside the selectors its pages use.
 *
 * Types only: a declaration file imports nothing else from shared code that could import it back.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { RegisteredRouter, RouteIds } from '@tanstack/react-router';

/** The IDs of the console's routes, as the router registered them (src/router.tsx). */
export type RouteId = RouteIds<RegisteredRouter['routeTree']>;

/** A page of the navigation: its address, its link's words, its `g` letter, its heading where it says more. */
export interface NavItem {
  to: string;
  label: MessageDescriptor;
  key: string;
  title?: MessageDescriptor;
}

export interface FeaturePages {
  /** Its entry in the navigation; `order` places it (the entries are 10 apart, so a page fits between). */
  nav?: NavItem & { order: number };
  /** The heading of each of its pages outside the navigation, by route ID, for while the page loads. */
  titles?: Partial<Record<RouteId, MessageDescriptor>>;
}

/** A page of the tours: where the browser tours and the bench stop on it. */
export interface TourStop {
  path: string;
  /** What its main content must render: table rows, a form, or a CSS selector of its own. */
  content: 'rows' | 'form' | { selector: string };
  /** Its rows open a detail page (the tours open the first row's): the API's list of those rows. */
  details?: string;
  /** Left out of the bench's page tour, and why. */
  noBench?: string;
  /** Not a stop of the browser tours, and why. */
  untoured?: string;
}

/**
 * The console page that does what an operation does. A path with `{id}` leads to the resource's
 * page (`to` with `$id`) when the ID is known, else to `list` (the page itself when not given).
 */
export interface OperationPage {
  /** The page's name (rendered with the catalogue). */
  label: MessageDescriptor;
  /** The page's address; `$id` is replaced by the operation's `id` path parameter. */
  to: string;
  /** The list to open while no ID is given, and its name (`to` and `label` when not given). */
  list?: string;
  listLabel?: MessageDescriptor;
}

/** Keyed like OPERATION_IDS: "METHOD /path" of the console's own contract. */
export type OperationPages = Readonly<Record<string, OperationPage>>;
