import type * as z from 'zod/mini';
import { wholeSetSearchSchema } from '@/components/table/search';

export const VPC_SORTS = ['name', 'regionId', 'ipRange', 'members', 'createdAt'] as const;

/** /vpcs: q, sort. */
export const vpcsSearchSchema = wholeSetSearchSchema(VPC_SORTS);
export type VpcsSearch = z.infer<typeof vpcsSearchSchema>;
export type VpcsSearchInput = z.input<typeof vpcsSearchSchema>;
