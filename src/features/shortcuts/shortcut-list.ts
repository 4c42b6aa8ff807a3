import { NAV_ITEMS } from '@/components/layout/nav-items';
import { isMac } from './is-mac';

export interface Shortcut {
  /** Keys pressed one after another; each is shown as its own <kbd>. */
  keys: readonly string[];
  description: string;
}

export function shortcutList(): Shortcut[] {
  return [
    { keys: [isMac() ? '⌘ K' : 'Ctrl K'], description: 'Open search (also from inside a field)' },
    { keys: ['?'], description: 'Show this list of shortcuts' },
    { keys: ['/'], description: 'Focus the search box of the table on the page' },
    { keys: ['Shift P'], description: 'Presentation mode on or off (masks IPs, e-mails, keys, hosts, account names and amounts)' },
    ...NAV_ITEMS.map((item) => ({ keys: ['g', item.key], description: `Go to ${item.label}` })),
  ];
}

/** How long after `g` the letter of a page is waited for. */
export const GO_TO_WINDOW_MS = 1500;
