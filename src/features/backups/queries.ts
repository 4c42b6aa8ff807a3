import { apiCall } from '@/api/api-call';
import { callQuery } from '@/api/cache/call-query';
import type { components } from '@/api/schema.gen';
import { queryParams } from '@/lib/url-search/search';
import type { BackupServersSearch, BackupsSearch } from './search';

export type Backup = components['schemas']['Backup'];
export type BackupServer = components['schemas']['BackupServer'];
export type BackupType = components['schemas']['BackupType'];

export const backupsCall = (search: BackupsSearch) =>
  apiCall('get', '/backups', { params: { query: queryParams(search) } });

/** One page of backups; the cache key is the call (exactly the params sent, never the key). */
export const backupsQuery = (search: BackupsSearch) => callQuery(backupsCall(search));

/**
 * The counts by type come from the same list without the type filter (stats are over the filtered
 * set). It is the first page of the unfiltered list, so usually already cached.
 */
export function backupTypeCountsQuery(search: BackupsSearch) {
  return backupsQuery({ ...search, type: undefined, offset: 0 });
}

export const backupServersCall = (search: BackupServersSearch) =>
  apiCall('get', '/backups/servers', { params: { query: queryParams(search) } });

export const backupServersQuery = (search: BackupServersSearch) =>
  callQuery(backupServersCall(search));

export const backupCall = (id: string) =>
  apiCall('get', '/backups/{id}', { params: { path: { id } } });

export const backupQuery = (id: string) => callQuery(backupCall(id));
