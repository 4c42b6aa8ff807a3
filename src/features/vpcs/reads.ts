// What the VPC pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { vpcDetailReads, vpcListReads } from '@/api/reads/panels';
import type { Vpc } from './queries';

export const selectVpcList = selectReads<unknown>(vpcListReads);
export const selectVpcDetail = selectReads<Vpc>(vpcDetailReads);
