import type * as z from 'zod/mini';
import { enumParam, paginatedSearchSchema } from '@/components/table/search';

export const BACKUP_TYPES = ['auto', 'manual'] as const;

/** /backups: limit, offset, q, type (auto | manual). */
export const backupsSearchSchema = paginatedSearchSchema({ type: enumParam(BACKUP_TYPES) });
export type BackupsSearch = z.infer<typeof backupsSearchSchema>;

/** /backups/servers: limit, offset, q. */
export const backupServersSearchSchema = paginatedSearchSchema({});
export type BackupServersSearch = z.infer<typeof backupServersSearchSchema>;
