/**
 * The console's pages as the browser tests and the bench see them, in English: what each feature
 * declares in src/features/<name>/pages.ts (its navigation entry, headings and tour stops), written
 * into pages.gen.json by src/test/page-facts.test.ts, which fails while the file is stale (rewrite
 * it with `npm run facts`). Plain JSON, so the Playwright specs, the Firefox tour (tsx) and the
 * bench (plain node, bench/tour.mjs) read the same file with no compiler for the console's macros.
 */
import { readFileSync } from 'node:fs';

export interface NavPage {
  to: string;
  label: string;
  key: string;
  /** The page's heading where it says more than the link. */
  title?: string;
}

export interface PageStop {
  path: string;
  /** The h1's exact text. */
  heading: string;
  /** CSS selector of the main content that must render (rows of a table, a form, a panel). */
  content: string;
  /** Its rows open a detail page: the API's list of those rows ("/webhooks/endpoints"). */
  details?: string;
  /** False when the bench's page tour leaves the page out. */
  bench?: false;
}

export interface PageFacts {
  nav: NavPage[];
  /** Every page the browser tours stop at: the navigation's, in its order, then the others. */
  stops: PageStop[];
}

export const PAGE_FACTS = JSON.parse(
  readFileSync(new URL('./pages.gen.json', import.meta.url), 'utf8'),
) as PageFacts;

/** The pages that are not in the navigation (a form, a second list), in tour order. */
export const TASK_STOPS = PAGE_FACTS.stops.filter(
  (stop) => !PAGE_FACTS.nav.some((item) => item.to === stop.path),
);

/** The lists whose rows link to a detail page, with the API's list of those rows. */
export const DETAIL_PAGES = PAGE_FACTS.stops.flatMap((stop) =>
  stop.details ? [{ list: stop.path, api: stop.details }] : [],
);

/** A link in the list's main content to one of its items (not to a task page beside the list). */
export function detailLinkSelector(list: string): string {
  const tasks = TASK_STOPS.map((stop) => stop.path).filter((path) => path.startsWith(`${list}/`));
  return `main a[href^="${list}/"]${tasks.map((path) => `:not([href^="${path}"])`).join('')}`;
}

/**
 * One detail page of each kind, its id read from the mock's API with the full key: the same pages a
 * click on a list's first row opens, without loading each list in the browser first (a tour visits
 * the lists on its own). A destroyed instance is passed over, as a person would.
 */
export async function detailRoutes(mock: { url: string; keys: { full: string } }) {
  const routes: string[] = [];
  for (const { list, api } of DETAIL_PAGES) {
    const answer = await fetch(`${mock.url}/api/v1${api}`, {
      headers: { authorization: `Bearer ${mock.keys.full}` },
    });
    if (!answer.ok) throw new Error(`GET ${api} answered ${answer.status}`);
    const { items } = (await answer.json()) as { items: Array<{ id: string; status?: string }> };
    const item = items.find((candidate) => candidate.status !== 'destroyed') ?? items[0];
    if (!item) throw new Error(`GET ${api} has no item to open`);
    routes.push(`${list}/${item.id}`);
  }
  return routes;
}

/**
 * The console's pages for a tour, in two halves so no one test holds a worker for long: the
 * navigation and the preferences; the task pages, a page that does not exist and one detail page
 * of each kind.
 */
export async function tourHalves(mock: { url: string; keys: { full: string } }) {
  return [
    [...PAGE_FACTS.nav.map((item) => item.to), '/preferences'],
    [...TASK_STOPS.map((stop) => stop.path), '/not-a-page', ...(await detailRoutes(mock))],
  ];
}
