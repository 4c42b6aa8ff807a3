import type { FileRoutesById } from '@/routeTree.gen';
import { pageTitle } from './nav-items';

/**
 * The heading of each page that is not in the navigation, for while its data loads. A detail page
 * names its resource's kind until the resource itself (and its name) has arrived.
 */
const TITLES: Partial<Record<keyof FileRoutesById, string>> = {
  '/_app/instances/deploy': 'Deploy a server',
  '/_app/instances/$instanceId': 'Server',
  '/_app/volumes/$volumeId': 'Volume',
  '/_app/reserved-ips/$reservedIpId': 'Reserved IP',
  '/_app/vpcs/$vpcId': 'VPC',
  '/_app/backups/$backupId': 'Backup',
  '/_app/backups/servers': 'Backup servers',
  '/_app/tickets/$ticketId': 'Ticket',
  '/_app/tickets/new': 'New ticket',
  '/_app/webhooks/$endpointId': 'Webhook endpoint',
  '/_app/webhooks/verify': 'Verify a signature',
  '/_app/api-keys/replace': 'Replace an API key',
  '/_app/activity/': 'Activity',
};

/** The heading for a route's match (an index route's pathname ends in a slash: `/instances/`). */
export function routeTitle(routeId: string, pathname: string): string | undefined {
  return pageTitle(pathname.replace(/(.)\/$/, '$1')) ?? TITLES[routeId as keyof FileRoutesById];
}
