/**
 * What other code may feed the attention place with: an item of its own (`report`), or an event of
 * the service as team mode's live stream hands it on (`onServiceEvent`: the kind, the resource's
 * type and ID, the time and the service's summary). Features may not import this file (they import
 * only another feature's queries.ts): the route shell or shared wiring calls it.
 */
import type { ServiceEvent as LiveEvent } from '@/api/live/listeners';
import { serviceEventItem } from './derive';
import type { ReportedItem, ServiceEvent } from './items';
import { attentionStore } from './store';

/** @public fed by the live stream's wiring (issue 48, part 2), which is not in this branch yet */
export function report(item: ReportedItem): void {
  attentionStore.report([item]);
}

/** @public for an event of another source than the live stream (which liveEvent reads) */
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
