import { t } from '@lingui/core/macro';
import { NAV_ITEMS } from '@/components/layout/nav-items';
import { i18n } from '@/lib/i18n/i18n';
import { isMac } from './is-mac';

export interface Shortcut {
  /** Keys pressed one after another; each is shown as its own <kbd>. */
  keys: readonly string[];
  description: string;
}

/** The list in the chosen language (read each time the help opens or the language changes). */
export function shortcutList(): Shortcut[] {
  return [
    {
      keys: [
        isMac()
          ? '⌘ K'
          : t({ message: 'Ctrl K', comment: 'The Ctrl key and K, as printed on the keyboard' }),
      ],
      description: t`Open search (also from inside a field)`,
    },
    { keys: ['?'], description: t`Show this list of shortcuts` },
    { keys: ['/'], description: t`Focus the search box of the table on the page` },
    {
      keys: [t({ message: 'Shift P', comment: 'The Shift key and P, as printed on the keyboard' })],
      description: t`Presentation mode on or off (masks IPs, e-mails, keys, hosts, account names and amounts)`,
    },
    ...NAV_ITEMS.map((item) => {
      const page = i18n._(item.label);
      return { keys: ['g', item.key], description: t`Go to ${page}` };
    }),
  ];
}

/** How long after `g` the letter of a page is waited for. */
export const GO_TO_WINDOW_MS = 1500;
