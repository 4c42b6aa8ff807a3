import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const VPC: OperationPage = {
  label: msg`VPC`,
  to: '/vpcs/$id',
  list: '/vpcs',
  listLabel: msg`VPCs`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /vpcs': { label: msg`VPCs`, to: '/vpcs' },
  'POST /vpcs': { label: msg`VPCs`, to: '/vpcs' },
  'GET /vpcs/{id}': VPC,
  'DELETE /vpcs/{id}': VPC,
  'POST /vpcs/{id}/members': VPC,
  'DELETE /vpcs/{id}/members/{instanceId}': VPC,
};
