import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const ALERTS: OperationPage = { label: msg`Alert policies`, to: '/alerts' };

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /monitoring/alert-policies': ALERTS,
  'POST /monitoring/alert-policies': ALERTS,
  'DELETE /monitoring/alert-policies/{id}': ALERTS,
  'PATCH /monitoring/alert-policies/{id}': ALERTS,
};
