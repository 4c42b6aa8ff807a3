import { DETAIL_PAGES, PAGE_FACTS } from '../pages';

/** One page of the tour: where it is, the heading it must show, and what its main content is. */
export interface Stop {
  path: string;
  /** The h1's exact text; undefined for a detail page, whose heading is the resource's name. */
  heading: string | undefined;
  /** CSS selector of the main content that must render (rows of a table, a form, a panel). */
  content: string;
}

const FORM = 'main form';
// Every detail page shows its resource's fields as a description list.
const FIELDS = 'main dl dt';

export const CONNECT_STOP: Stop = {
  path: '/connect',
  heading: 'Connect to Cloud Console',
  content: FORM,
};

/** Every page of the navigation, then the pages beside it, as the features declare them (e2e/pages.ts). */
export const SIGNED_IN_STOPS: Stop[] = PAGE_FACTS.stops.map(({ path, heading, content }) => ({
  path,
  heading,
  content,
}));

/** Lists whose rows link to a detail page; the tour opens the first one of each. */
export const DETAIL_LISTS = DETAIL_PAGES.map((page) => page.list);

export { detailLinkSelector } from '../pages';

/**
 * An address no page has, under a section, with markup and a 200-letter word in it: the not-found
 * page names it (its `code`), as text and within the window, inside the shell.
 */
export const NOT_FOUND_STOP: Stop = {
  path: `/volumes/${encodeURIComponent(`ü<b>x</b>-${'x'.repeat(200)}`)}/nothing`,
  heading: 'Page not found',
  content: 'main code',
};

export function detailStop(path: string): Stop {
  return { path, heading: undefined, content: FIELDS };
}
