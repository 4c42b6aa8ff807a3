import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const KEYS: OperationPage = { label: msg`API keys`, to: '/api-keys' };

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /api-keys': KEYS,
  'POST /api-keys': KEYS,
  'GET /api-keys/{id}': KEYS,
  'DELETE /api-keys/{id}': KEYS,
};
