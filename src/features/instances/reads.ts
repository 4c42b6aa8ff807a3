// What the instance pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { instanceDetailReads, instanceListReads, instanceReservedIpsReads, instanceVpcsReads } from '@/api/reads/panels';
import type { components } from '@/api/schema.gen';
import type { Instance } from './types';

export const selectInstanceList = selectReads<components['schemas']['InstanceList']>(instanceListReads);
export const selectInstanceDetail = selectReads<Instance>(instanceDetailReads);
export const selectRelatedVpcs = selectReads<unknown>(instanceVpcsReads);
export const selectRelatedReservedIps = selectReads<unknown>(instanceReservedIpsReads);
