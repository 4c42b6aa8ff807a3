/**
 * The service's events as the attention place takes them (`onServiceEvent`: the kind, the
 * resource's type and ID, the time and the service's summary), and the live stream's envelope read
 * as one (`liveEvent`). The watch (watch.ts) wires them to the stream's listeners.
 */
import { OFFICE_WRITE, type ServiceEvent as LiveEvent } from '@/api/live/listeners';
import { officeChangeItem, serviceEventItem } from './derive';
import type { ServiceEvent } from './items';
import { attentionStore } from './store';

/**
 * What the live stream brings (team mode): a colleague's write as who did what (derive.ts,
 * officeChangeItem; nothing for the person's own: `me` is their login), any other event as the
 * service's.
 */
export function onLiveEvent(event: LiveEvent, me: string | undefined): void {
  if (event.type !== OFFICE_WRITE) return onServiceEvent(liveEvent(event));
  const item = officeChangeItem(event, me, Date.now());
  if (item) attentionStore.report([item]);
}

/** An event of the service, kept as an item of the attention place. */
export function onServiceEvent(event: ServiceEvent): void {
  attentionStore.report([serviceEventItem(event, Date.now())]);
}

/**
 * The live stream's envelope (src/api/live/listeners.ts) as an event of the attention place: its
 * group names the resource (`instance.failed`: an instance), the data's id of it the resource, its
 * name the summary. The envelope's words are kept as text.
 */
export function liveEvent(event: LiveEvent): ServiceEvent {
  const group = event.type.split('.')[0] ?? '';
  const idOf = event.data[`${group}Id`] ?? event.data.id;
  const name = event.data.name;
  return {
    id: event.id,
    kind: event.type,
    resourceType: group,
    resourceId: typeof idOf === 'string' ? idOf : null,
    time: event.createdAt,
    summary: typeof name === 'string' ? `${event.type}: ${name}` : event.type,
  };
}
