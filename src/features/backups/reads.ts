// What the backup pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { backupDetailReads, backupListReads, backupServerListReads } from '@/api/reads/panels';
import type { Backup } from './queries';

export const selectBackupList = selectReads<unknown>(backupListReads);
export const selectBackupServerList = selectReads<unknown>(backupServerListReads);
export const selectBackupDetail = selectReads<Backup>(backupDetailReads);
