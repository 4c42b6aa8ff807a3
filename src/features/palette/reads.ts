// What the palette reads of each collection it searches, checked with the list pages' read-schemas
// (docs/drift.md): a collection whose answer lacks what its entries read is left out of the search
// and said, not thrown. The palette loads on first use, so zod does not come with the first view.
import { selectReads } from '@/api/reads/read-check';
import {
  instanceListReads,
  reservedIpListReads,
  volumeListReads,
  vpcListReads,
} from '@/api/reads/panels';

export const checkInstances = selectReads<unknown>(instanceListReads);
export const checkVolumes = selectReads<unknown>(volumeListReads);
export const checkReservedIps = selectReads<unknown>(reservedIpListReads);
export const checkVpcs = selectReads<unknown>(vpcListReads);
