// What the webhook pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { sampledList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { Endpoint } from './queries';

const text = z.string();
const count = z.number();

const endpointRow = z.object({
  id: text,
  url: text,
  description: z.nullish(text),
  events: z.array(text),
  status: text,
  consecutiveFailures: count,
  disabledAt: z.nullish(text),
  reenableAfter: z.nullish(text),
  lastDelivery: z.nullish(
    z.object({ ok: z.boolean(), at: text, responseStatus: z.nullish(count) }),
  ),
  createdAt: text,
});

const endpointListReads: PanelReads = {
  id: 'webhooks.list',
  operation: 'GET /webhooks/endpoints',
  page: '/webhooks',
  pageLabel: msg`Webhooks`,
  panel: msg`the endpoint table`,
  schema: z.object({ items: sampledList(endpointRow) }),
};

const endpointDetailReads: PanelReads = {
  id: 'webhooks.detail',
  operation: 'GET /webhooks/endpoints/{id}',
  page: '/webhooks/$id',
  pageLabel: msg`Webhook endpoint`,
  panel: msg`the endpoint's fields`,
  schema: endpointRow,
};

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [endpointListReads, endpointDetailReads];

const checkList = selectReads<{ items: Endpoint[] }>(endpointListReads);

/** The list query keeps the answer's `items` (itemsKey): checked as the answer, `{ items }`, as the report compares it. */
export const selectEndpointList = (items: Endpoint[]) => checkList({ items });
export const selectEndpointDetail = selectReads<Endpoint>(endpointDetailReads);
