import { enumParam, paginatedSearchSchema } from '@/lib/url-search/search';
import type { SearchOutput } from '@/lib/url-search/params';

export const BACKUP_TYPES = ['auto', 'manual'] as const;

/** /backups: limit, offset, q, type (auto | manual). */
export const backupsSearchSchema = paginatedSearchSchema({ type: enumParam(BACKUP_TYPES) });
export type BackupsSearch = SearchOutput<typeof backupsSearchSchema>;

/** /backups/servers: limit, offset, q. */
export const backupServersSearchSchema = paginatedSearchSchema({});
export type BackupServersSearch = SearchOutput<typeof backupServersSearchSchema>;
