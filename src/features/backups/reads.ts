// What the backup pages read, checked where they read it (docs/drift.md).
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { instancePicker } from '@/api/reads/pickers';
import { paginatedList, selectReads, type PanelReads } from '@/api/reads/read-check';
import type { Backup } from './queries';

const text = z.string();
const count = z.number();

const backupListReads: PanelReads = {
  id: 'backups.list',
  operation: 'GET /backups',
  page: '/backups',
  pageLabel: msg`Backups`,
  panel: msg`the backup table`,
  schema: paginatedList(
    z.object({
      id: text,
      instanceName: text,
      type: text,
      status: text,
      sizeGb: count,
      createdAt: text,
    }),
  ),
};

const backupServerListReads: PanelReads = {
  id: 'backups.servers',
  operation: 'GET /backups/servers',
  page: '/backups/servers',
  pageLabel: msg`Backup servers`,
  panel: msg`the backup server table`,
  schema: paginatedList(
    z.object({
      id: text,
      name: text,
      regionId: text,
      capacityGb: count,
      usedGb: count,
      backupCount: count,
    }),
  ),
};

const backupDetailReads: PanelReads = {
  id: 'backups.detail',
  operation: 'GET /backups/{id}',
  page: '/backups/$id',
  pageLabel: msg`Backup`,
  panel: msg`the backup's fields`,
  schema: z.object({
    id: text,
    instanceId: text,
    instanceName: text,
    serverId: text,
    type: text,
    status: text,
    sizeGb: count,
    createdAt: text,
  }),
};

/** The manual backup dialog's instance picker. */
const instancePickerReads = instancePicker('/backups', msg`Backups`);

/** Every panel above, for the compatibility report (collected by src/api/reads/panels.ts). */
export const panelReads: readonly PanelReads[] = [
  backupListReads,
  backupServerListReads,
  backupDetailReads,
  instancePickerReads,
];

export const selectBackupList = selectReads<unknown>(backupListReads);
export const selectBackupServerList = selectReads<unknown>(backupServerListReads);
export const selectBackupDetail = selectReads<Backup>(backupDetailReads);
/** The manual backup dialog's instance picker (`BackupInstanceField`). */
export const selectInstancePicker = selectReads<unknown>(instancePickerReads);
