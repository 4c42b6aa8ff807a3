import { enumParam, wholeSetSearchSchema } from '@/lib/url-search/search';
import type { SearchInput } from '@/lib/url-search/params';

export const RESERVED_IP_SORTS = ['ipAddress', 'regionId', 'instance', 'createdAt'] as const;

/** /reserved-ips: q, sort, assigned (assigned | unassigned). */
export const reservedIpsSearchSchema = wholeSetSearchSchema(RESERVED_IP_SORTS, {
  assigned: enumParam(['assigned', 'unassigned']),
});
export type ReservedIpsSearchInput = SearchInput<typeof reservedIpsSearchSchema>;
