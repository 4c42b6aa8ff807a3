import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const ENDPOINT: OperationPage = {
  label: msg`Webhook endpoint`,
  to: '/webhooks/$id',
  list: '/webhooks',
  listLabel: msg`Webhooks`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /webhooks/event-types': { label: msg`Webhooks`, to: '/webhooks' },
  'GET /webhooks/endpoints': { label: msg`Webhooks`, to: '/webhooks' },
  'POST /webhooks/endpoints': { label: msg`Webhooks`, to: '/webhooks' },
  'GET /webhooks/endpoints/{id}': ENDPOINT,
  'DELETE /webhooks/endpoints/{id}': ENDPOINT,
  'PATCH /webhooks/endpoints/{id}': ENDPOINT,
  'POST /webhooks/endpoints/{id}/ping': ENDPOINT,
  'POST /webhooks/endpoints/{id}/enable': ENDPOINT,
  'GET /webhooks/endpoints/{id}/deliveries': ENDPOINT,
};
