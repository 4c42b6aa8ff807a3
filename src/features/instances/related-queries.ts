import { backupsQuery } from '@/features/backups/queries';
import { ticketsQuery } from '@/features/tickets/queries';

// The volume, reserved-IP and VPC lists are their pages' own queries (volumesQuery, …), so the
// caches are shared; backups and tickets are read as those pages would show this instance's first page.
export const RELATED_LIMIT = 5;

export const instanceBackupsQuery = (instanceId: string) =>
  backupsQuery({ q: instanceId, limit: RELATED_LIMIT, offset: 0 });
export const instanceTicketsQuery = (instanceId: string) =>
  ticketsQuery({ q: instanceId, limit: RELATED_LIMIT, offset: 0 });
