import type * as z from 'zod/mini';
import { enumParam, wholeSetSearchSchema } from '@/components/table/search';

export const RESERVED_IP_SORTS = ['ipAddress', 'regionId', 'instance', 'createdAt'] as const;

/** /reserved-ips: q, sort, assigned (assigned | unassigned). */
export const reservedIpsSearchSchema = wholeSetSearchSchema(RESERVED_IP_SORTS, { assigned: enumParam(['assigned', 'unassigned']) });
export type ReservedIpsSearch = z.infer<typeof reservedIpsSearchSchema>;
export type ReservedIpsSearchInput = z.input<typeof reservedIpsSearchSchema>;
