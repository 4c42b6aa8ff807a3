import { wholeSetSearchSchema } from '@/lib/url-search/search';
import type { SearchInput } from '@/lib/url-search/params';

export const VPC_SORTS = ['name', 'regionId', 'ipRange', 'members', 'createdAt'] as const;

/** /vpcs: q, sort. */
export const vpcsSearchSchema = wholeSetSearchSchema(VPC_SORTS);
export type VpcsSearchInput = SearchInput<typeof vpcsSearchSchema>;
