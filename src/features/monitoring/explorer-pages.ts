import { msg } from '@lingui/core/macro';
import type { OperationPages } from '@/lib/feature-facts';

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /monitoring/servers': { label: msg`Monitoring`, to: '/monitoring' },
};
