import { msg } from '@lingui/core/macro';
import type { OperationPage, OperationPages } from '@/lib/feature-facts';

const WALLET: OperationPage = { label: msg`Wallet`, to: '/wallet' };

/** Which of its pages does what each operation does: the API explorer and its compatibility report lead there. */
export const explorerPages: OperationPages = {
  'GET /wallet/summary': WALLET,
  'GET /wallet/transactions': WALLET,
  'GET /wallet/payment-methods': WALLET,
  'POST /wallet/payments': WALLET,
};
