// What the backup pages read, checked where they read it (docs/drift.md).
import { selectReads } from '@/api/reads/read-check';
import { backupListReads, backupServerListReads } from '@/api/reads/panels';

export const selectBackupList = selectReads<unknown>(backupListReads);
export const selectBackupServerList = selectReads<unknown>(backupServerListReads);
