// What the webhook pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { endpointDetailReads, endpointListReads } from '@/api/reads/panels';
import type { Endpoint } from './queries';

const checkList = selectReads<{ items: Endpoint[] }>(endpointListReads);

/** The list query keeps the answer's `items` (itemsKey): checked as the answer, `{ items }`, as the report compares it. */
export const selectEndpointList = (items: Endpoint[]) => checkList({ items });
export const selectEndpointDetail = selectReads<Endpoint>(endpointDetailReads);
