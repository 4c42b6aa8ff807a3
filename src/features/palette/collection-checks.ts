// What the palette reads of each collection it searches, checked with the list pages' read-schemas
// (docs/drift.md): a collection whose answer lacks what its entries read is left out of the search
// and said, not thrown. The palette loads on first use, so zod does not come with the first view.
import { declaredReads } from '@/api/reads/panels';
import { selectReads } from '@/api/reads/read-check';

export const checkInstances = selectReads<unknown>(declaredReads('instances.list'));
export const checkVolumes = selectReads<unknown>(declaredReads('volumes.list'));
export const checkReservedIps = selectReads<unknown>(declaredReads('reserved-ips.list'));
export const checkVpcs = selectReads<unknown>(declaredReads('vpcs.list'));
export const checkApiKeys = selectReads<unknown>(declaredReads('api-keys.list'));
