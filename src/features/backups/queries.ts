import { queryOptions } from '@tanstack/react-query';
import { apiCall, send } from '@/api/api-call';
import type { components } from '@/api/schema.gen';
import { pageQuery } from '@/lib/url-search/page-params';
import type { BackupServersSearch, BackupsSearch } from './search';

export type Backup = components['schemas']['Backup'];
export type BackupServer = components['schemas']['BackupServer'];
export type BackupType = components['schemas']['BackupType'];

export const backupKeys = {
  all: ['backups'] as const,
  lists: () => ['backups', 'list'] as const,
  list: (query: BackupsSearch) => ['backups', 'list', pageQuery(query)] as const,
  allServers: () => ['backups', 'servers'] as const,
  servers: (query: BackupServersSearch) => ['backups', 'servers', pageQuery(query)] as const,
  detail: (id: string) => ['backups', 'detail', id] as const,
};

export const backupsCall = (search: BackupsSearch) => apiCall('get', '/backups', { params: { query: pageQuery(search) } });

/** One page of backups; the key holds exactly the params sent (never the key). */
export function backupsQuery(search: BackupsSearch) {
  return queryOptions({
    queryKey: backupKeys.list(search),
    queryFn: ({ signal }) => send(backupsCall(search), { signal }),
  });
}

/**
 * The counts by type come from the same list without the type filter (stats are over the filtered
 * set). It is the first page of the unfiltered list, so usually already cached.
 */
export function backupTypeCountsQuery(search: BackupsSearch) {
  return backupsQuery({ ...search, type: undefined, offset: 0 });
}

export const backupServersCall = (search: BackupServersSearch) => apiCall('get', '/backups/servers', { params: { query: pageQuery(search) } });

export function backupServersQuery(search: BackupServersSearch) {
  return queryOptions({
    queryKey: backupKeys.servers(search),
    queryFn: ({ signal }) => send(backupServersCall(search), { signal }),
  });
}

export const backupCall = (id: string) => apiCall('get', '/backups/{id}', { params: { path: { id } } });

export function backupQuery(id: string) {
  return queryOptions({
    queryKey: backupKeys.detail(id),
    queryFn: ({ signal }) => send(backupCall(id), { signal }),
  });
}
