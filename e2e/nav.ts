/**
 * The console's navigation as an English reader sees it: every resource in navigation order, its
 * link's words and its page's heading (`title` where it says more than the link). The console's
 * own list (src/components/layout/nav-items.ts) holds catalogue messages; its unit test checks that
 * this list says what the console says in English.
 */
export const NAV_ITEMS = [
  { to: '/', label: 'Overview', key: 'o' },
  { to: '/instances', label: 'Instances', key: 'i' },
  { to: '/volumes', label: 'Volumes', key: 'v' },
  { to: '/reserved-ips', label: 'Reserved IPs', key: 'r' },
  { to: '/vpcs', label: 'VPCs', key: 'n' },
  { to: '/backups', label: 'Backups', key: 'b' },
  { to: '/monitoring', label: 'Monitoring', key: 'm' },
  { to: '/alerts', label: 'Alerts', key: 'a', title: 'Alert policies' },
  { to: '/tickets', label: 'Tickets', key: 't' },
  { to: '/wallet', label: 'Wallet', key: 'w' },
  { to: '/webhooks', label: 'Webhooks', key: 'h' },
  { to: '/api-keys', label: 'API keys', key: 'k' },
  { to: '/explorer', label: 'API explorer', key: 'x' },
] as const;

export function pageTitle(pathname: string): string | undefined {
  const item = NAV_ITEMS.find((entry) => entry.to === pathname);
  return item ? ('title' in item ? item.title : item.label) : undefined;
}
