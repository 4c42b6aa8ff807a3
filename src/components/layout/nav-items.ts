import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n/i18n';

/** Every resource of the console, in navigation order; `title` is the page's heading where it says more. */
export const NAV_ITEMS = [
  { to: '/', label: msg`Overview`, key: 'o' },
  { to: '/instances', label: msg`Instances`, key: 'i' },
  { to: '/volumes', label: msg`Volumes`, key: 'v' },
  { to: '/reserved-ips', label: msg`Reserved IPs`, key: 'r' },
  { to: '/vpcs', label: msg`VPCs`, key: 'n' },
  { to: '/backups', label: msg`Backups`, key: 'b' },
  { to: '/monitoring', label: msg`Monitoring`, key: 'm' },
  { to: '/alerts', label: msg`Alerts`, key: 'a', title: msg`Alert policies` },
  { to: '/tickets', label: msg`Tickets`, key: 't' },
  { to: '/wallet', label: msg`Wallet`, key: 'w' },
  { to: '/webhooks', label: msg`Webhooks`, key: 'h' },
  { to: '/api-keys', label: msg`API keys`, key: 'k' },
  { to: '/explorer', label: msg`API explorer`, key: 'x' },
] as const;

/** The page's heading in the current language, for a page of the navigation. */
export function pageTitle(pathname: string): string | undefined {
  const item = NAV_ITEMS.find((entry) => entry.to === pathname);
  return item ? i18n._('title' in item ? item.title : item.label) : undefined;
}
