import { NAV_ITEMS, pageTitle } from '../nav';

/** One page of the tour: where it is, the heading it must show, and what its main content is. */
export interface Stop {
  path: string;
  /** The h1's exact text; undefined for a detail page, whose heading is the resource's name. */
  heading: string | undefined;
  /** CSS selector of the main content that must render (rows of a table, a form, a panel). */
  content: string;
}

const ROWS = 'main table tbody tr';
const FORM = 'main form';
// Every detail page shows its resource's fields as a description list.
const FIELDS = 'main dl dt';

export const CONNECT_STOP: Stop = {
  path: '/connect',
  heading: 'Connect to Cloud Console',
  content: FORM,
};

// Overview is tiles (a section per resource, each with its h2); the API explorer lists operations
// (one list, headed by tag, each entry a link to its form); every other navigation page is a table.
const CONTENT: Record<string, string> = {
  '/': 'main section h2',
  '/explorer': 'main li a[href^="/explorer?"]',
};
const NAV_STOPS: Stop[] = NAV_ITEMS.map((item) => ({
  path: item.to,
  heading: pageTitle(item.to),
  content: CONTENT[item.to] ?? ROWS,
}));

const TASK_STOPS: Stop[] = [
  { path: '/instances/deploy', heading: 'Deploy a server', content: FORM },
  { path: '/tickets/new', heading: 'New ticket', content: FORM },
  { path: '/backups/servers', heading: 'Backup servers', content: ROWS },
  {
    path: '/api-keys/replace',
    heading: 'Replace an API key',
    content: 'main fieldset input[type="radio"]',
  },
  { path: '/webhooks/verify', heading: 'Verify a signature', content: FORM },
  // The list may be empty on a first visit; the notification choices are always there.
  { path: '/attention', heading: 'What needs attention', content: 'main details summary' },
];

export const SIGNED_IN_STOPS: Stop[] = [...NAV_STOPS, ...TASK_STOPS];

/** Lists whose rows link to a detail page; the tour opens the first one of each. */
export const DETAIL_LISTS = [
  '/instances',
  '/volumes',
  '/reserved-ips',
  '/vpcs',
  '/backups',
  '/tickets',
  '/webhooks',
] as const;

/** A link in the list's main content to one of its items (not to a task page beside the list). */
export function detailLinkSelector(list: string): string {
  const tasks = TASK_STOPS.map((stop) => stop.path).filter((path) => path.startsWith(`${list}/`));
  return `main a[href^="${list}/"]${tasks.map((path) => `:not([href^="${path}"])`).join('')}`;
}

export function detailStop(path: string): Stop {
  return { path, heading: undefined, content: FIELDS };
}
