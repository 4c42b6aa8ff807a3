/**
 * What other code may feed the attention place with: an item of its own (`report`), or an event of
 * the service as team mode's live stream hands it on (`onServiceEvent`: the kind, the resource's
 * type and ID, the time and the service's summary). Features may not import this file (they import
 * only another feature's queries.ts): the route shell or shared wiring calls it.
 */
import { serviceEventItem } from './derive';
import type { ReportedItem, ServiceEvent } from './items';
import { attentionStore } from './store';

/** @public fed by the live stream's wiring (issue 48, part 2), which is not in this branch yet */
export function report(item: ReportedItem): void {
  attentionStore.report([item]);
}

/** @public fed by the live stream's wiring (issue 48, part 2), which is not in this branch yet */
export function onServiceEvent(event: ServiceEvent): void {
  attentionStore.report([serviceEventItem(event, Date.now())]);
}
