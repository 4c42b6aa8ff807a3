import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const RESERVED_IP: OperationPage = {
  label: msg`Reserved IP`,
  to: '/reserved-ips/$id',
  list: '/reserved-ips',
  listLabel: msg`Reserved IPs`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /reserved-ips': { label: msg`Reserved IPs`, to: '/reserved-ips' },
  'POST /reserved-ips': { label: msg`Reserved IPs`, to: '/reserved-ips' },
  'GET /reserved-ips/{id}': RESERVED_IP,
  'DELETE /reserved-ips/{id}': RESERVED_IP,
  'POST /reserved-ips/{id}/assign': RESERVED_IP,
  'POST /reserved-ips/{id}/unassign': RESERVED_IP,
};
