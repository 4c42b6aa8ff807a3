import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const INSTANCE: OperationPage = {
  label: msg`Instance`,
  to: '/instances/$id',
  list: '/instances',
  listLabel: msg`Instances`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /instances': { label: msg`Instances`, to: '/instances' },
  'POST /instances': { label: msg`Deploy`, to: '/instances/deploy', list: '/instances/deploy' },
  'GET /instances/{id}': INSTANCE,
  'DELETE /instances/{id}': INSTANCE,
  'POST /instances/{id}/start': INSTANCE,
  'POST /instances/{id}/stop': INSTANCE,
  'POST /instances/{id}/reboot': INSTANCE,
  'GET /instances/{id}/metrics/history': INSTANCE,
};
