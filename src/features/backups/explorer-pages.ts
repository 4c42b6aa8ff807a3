import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const BACKUP: OperationPage = {
  label: msg`Backup`,
  to: '/backups/$id',
  list: '/backups',
  listLabel: msg`Backups`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /backups': { label: msg`Backups`, to: '/backups' },
  'POST /backups': { label: msg`Backups`, to: '/backups' },
  'GET /backups/servers': { label: msg`Backup servers`, to: '/backups/servers' },
  'GET /backups/{id}': BACKUP,
  'DELETE /backups/{id}': BACKUP,
  'POST /backups/{id}/restore': BACKUP,
};
