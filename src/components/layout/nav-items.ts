/** Every resource of the console, in navigation order. */
export const NAV_ITEMS = [
  { to: '/', label: 'Overview', key: 'o' },
  { to: '/instances', label: 'Instances', key: 'i' },
  { to: '/volumes', label: 'Volumes', key: 'v' },
  { to: '/reserved-ips', label: 'Reserved IPs', key: 'r' },
  { to: '/vpcs', label: 'VPCs', key: 'n' },
  { to: '/backups', label: 'Backups', key: 'b' },
  { to: '/monitoring', label: 'Monitoring', key: 'm' },
  { to: '/alerts', label: 'Alerts', key: 'a' },
  { to: '/tickets', label: 'Tickets', key: 't' },
  { to: '/wallet', label: 'Wallet', key: 'w' },
  { to: '/webhooks', label: 'Webhooks', key: 'h' },
  { to: '/api-keys', label: 'API keys', key: 'k' },
] as const;

export type NavPath = (typeof NAV_ITEMS)[number]['to'];
