// What the instance pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import {
  instanceBackupsReads,
  instanceDetailReads,
  instanceListReads,
  instanceReservedIpsReads,
  instanceTicketsReads,
  instanceVolumesReads,
  instanceVpcsReads,
} from '@/api/reads/panels';
import type { components } from '@/api/schema.gen';
import type { Instance } from './types';

export const selectInstanceList =
  selectReads<components['schemas']['InstanceList']>(instanceListReads);
export const selectInstanceDetail = selectReads<Instance>(instanceDetailReads);
export const selectRelatedVpcs = selectReads<unknown>(instanceVpcsReads);
export const selectRelatedReservedIps = selectReads<unknown>(instanceReservedIpsReads);
export const selectRelatedVolumes = selectReads<unknown>(instanceVolumesReads);
export const selectRelatedBackups = selectReads<unknown>(instanceBackupsReads);
export const selectRelatedTickets = selectReads<unknown>(instanceTicketsReads);
