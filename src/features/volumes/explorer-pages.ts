import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const VOLUME: OperationPage = {
  label: msg`Volume`,
  to: '/volumes/$id',
  list: '/volumes',
  listLabel: msg`Volumes`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /volumes': { label: msg`Volumes`, to: '/volumes' },
  'POST /volumes': { label: msg`Volumes`, to: '/volumes' },
  'GET /volumes/{id}': VOLUME,
  'DELETE /volumes/{id}': VOLUME,
  'PATCH /volumes/{id}': VOLUME,
  'POST /volumes/{id}/attach': VOLUME,
  'POST /volumes/{id}/detach': VOLUME,
};
