import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const TICKET: OperationPage = {
  label: msg`Ticket`,
  to: '/tickets/$id',
  list: '/tickets',
  listLabel: msg`Tickets`,
};

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /tickets': { label: msg`Tickets`, to: '/tickets' },
  'POST /tickets': { label: msg`New ticket`, to: '/tickets/new', list: '/tickets/new' },
  'GET /tickets/{id}': TICKET,
  'POST /tickets/{id}/messages': TICKET,
  'POST /tickets/{id}/close': TICKET,
};
