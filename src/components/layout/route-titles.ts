import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegisteredRouter, RouteIds } from '@tanstack/react-router';
import { i18n } from '@/lib/i18n/i18n';
import { pageTitle } from './nav-items';

/**
 * The heading of each page that is not in the navigation, for while its data loads. A detail page
 * names its resource's kind until the resource itself (and its name) has arrived.
 */
/** The IDs of the console's routes, as the router registered them (src/router.tsx). */
type RouteId = RouteIds<RegisteredRouter['routeTree']>;

const TITLES: Partial<Record<RouteId, MessageDescriptor>> = {
  '/_app/instances/deploy': msg`Deploy a server`,
  '/_app/instances/$instanceId': msg`Server`,
  '/_app/volumes/$volumeId': msg`Volume`,
  '/_app/reserved-ips/$reservedIpId': msg`Reserved IP`,
  '/_app/vpcs/$vpcId': msg`VPC`,
  '/_app/backups/$backupId': msg`Backup`,
  '/_app/backups/servers': msg`Backup servers`,
  '/_app/tickets/$ticketId': msg`Ticket`,
  '/_app/tickets/new': msg`New ticket`,
  '/_app/webhooks/$endpointId': msg`Webhook endpoint`,
  '/_app/webhooks/verify': msg`Verify a signature`,
  '/_app/api-keys/replace': msg`Replace an API key`,
  '/_app/activity/': msg`Activity`,
  '/_app/attention/': msg`What needs attention`,
};

/** The heading for a route's match (an index route's pathname ends in a slash: `/instances/`). */
export function routeTitle(routeId: string, pathname: string): string | undefined {
  const title = TITLES[routeId as RouteId];
  return pageTitle(pathname.replace(/(.)\/$/, '$1')) ?? (title && i18n._(title));
}
