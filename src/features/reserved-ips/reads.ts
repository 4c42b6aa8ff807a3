// What the reserved IP pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { reservedIpDetailReads, reservedIpListReads } from '@/api/reads/panels';
import type { ReservedIp } from './queries';

export const selectReservedIpList = selectReads<unknown>(reservedIpListReads);
export const selectReservedIpDetail = selectReads<ReservedIp>(reservedIpDetailReads);
