/**
 * An item in words, made when it is shown: in the language of the moment, with the resource's
 * name masked in presentation mode as it is on the resource's own page (a webhook's address as an
 * address, a ticket's subject as text, any other name as a word).
 */
import { plural, t } from '@lingui/core/macro';
import { shown } from '@/lib/presentation/presentation';
import type { AttentionItem, AttentionKind, ResourceRef, ResourceType } from './items';

export function resourceName(resource: ResourceRef): string {
  const name = resource.name ?? resource.id ?? '';
  if (!name) return '';
  return shown(
    name,
    resource.type === 'webhook' ? 'url' : resource.type === 'ticket' ? 'text' : 'word',
  );
}

/** What happened, in one sentence. */
export function itemTitle(item: AttentionItem): string {
  const name = resourceName(item.resource);
  const days = item.days ?? 0;
  const summary = item.summary ?? '';
  switch (item.kind) {
    case 'instance-error':
      return t`Instance ${name} is in error`;
    case 'deploy-running':
      return t`Instance ${name} is running: its deploy finished`;
    case 'deploy-error':
      return t`The deploy of instance ${name} ended in error`;
    case 'key-expiring':
      return plural(days, {
        one: `API key ${name} expires within # day`,
        other: `API key ${name} expires within # days`,
      });
    case 'key-expired':
      return t`API key ${name} has expired`;
    case 'webhook-failing':
      return plural(days, {
        one: `Webhook endpoint ${name} is failing: # delivery in a row refused`,
        other: `Webhook endpoint ${name} is failing: # deliveries in a row refused`,
      });
    case 'webhook-disabled':
      return t`Webhook endpoint ${name} was disabled`;
    case 'wallet-low':
      return t`The balance is under the low-balance threshold`;
    case 'runway-short':
      return days > 0
        ? plural(days, {
            one: 'The balance runs out in about # day at the current spend',
            other: 'The balance runs out in about # days at the current spend',
          })
        : t`The balance is at zero`;
    case 'ticket-answered':
      return t`Support answered ticket ${name}`;
    case 'write-failed':
      return t`A change was refused: ${summary}`;
    case 'delete-done':
      return t`${name} was deleted`;
    case 'delete-refused':
      return t`${name} was not deleted: the service refused it when its undo window ended`;
    case 'service-event':
      return t`The service reported ${summary}`;
    case 'office-change': {
      const by = shown(item.by ?? '', 'word');
      const area = resourceTypeLabel(item.resource.type);
      if (item.verb === 'deleted') return t`${by} deleted ${name} from ${area}`;
      if (item.verb === 'added') return t`${by} added to ${area}`;
      return t`${by} changed ${name} in ${area}`;
    }
  }
}

export function kindLabel(kind: AttentionKind): string {
  switch (kind) {
    case 'instance-error':
      return t`Instance in error`;
    case 'deploy-running':
      return t`Deploy finished`;
    case 'deploy-error':
      return t`Deploy failed`;
    case 'key-expiring':
      return t`Key expires soon`;
    case 'key-expired':
      return t`Key expired`;
    case 'webhook-failing':
      return t`Webhook failing`;
    case 'webhook-disabled':
      return t`Webhook disabled`;
    case 'wallet-low':
      return t`Low balance`;
    case 'runway-short':
      return t`Runway short`;
    case 'ticket-answered':
      return t`Ticket answered`;
    case 'write-failed':
      return t`Change refused`;
    case 'delete-done':
      return t`Deleted`;
    case 'delete-refused':
      return t`Delete refused`;
    case 'service-event':
      return t`Service event`;
    case 'office-change':
      return t`A colleague’s change`;
  }
}

export function resourceTypeLabel(type: ResourceType): string {
  switch (type) {
    case 'instance':
      return t`Instances`;
    case 'volume':
      return t`Volumes`;
    case 'reserved-ip':
      return t`Reserved IPs`;
    case 'vpc':
      return t`VPCs`;
    case 'backup':
      return t`Backups`;
    case 'api-key':
      return t`API keys`;
    case 'webhook':
      return t`Webhooks`;
    case 'wallet':
      return t`Wallet`;
    case 'ticket':
      return t`Tickets`;
    case 'alert':
      return t`Alerts`;
    case 'other':
      return t`Other`;
  }
}
