import type * as z from 'zod/mini';
import { enumParam, paginatedSearchSchema } from '@/components/table/search';

export const SERVER_STATUSES = ['provisioning', 'running', 'stopped', 'error', 'destroyed'] as const;

/** /monitoring: limit, offset, q, status. */
export const monitoringSearchSchema = paginatedSearchSchema({ status: enumParam(SERVER_STATUSES) });
export type MonitoringSearch = z.infer<typeof monitoringSearchSchema>;
