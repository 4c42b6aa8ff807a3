/** Every resource of the console, in navigation order; `title` is the page's heading where it says more. */
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
