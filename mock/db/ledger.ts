// Every balance change is a transaction; the balance is always credits - debits. A debit that
// leaves the balance at or below zero puts the account under the billing lock; a credit that
// brings it above zero lifts it.
import type { MockContext } from '../mock-context';
import type { Service, TxRec } from '../types';
import { emit } from './events';
import { newId } from './ids';

export const LOW_BALANCE_THRESHOLD_CENTS = 5000;

interface Entry {
  type: TxRec['type'];
  category: TxRec['category'];
  amountCents: number;
  description: string;
  instanceId?: string | null;
  service?: Service | null;
}

export function post(ctx: MockContext, accountId: string, e: Entry): TxRec {
  const account = ctx.db.accounts.get(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const row: TxRec = {
    id: newId(ctx, 'txn', 16),
    accountId,
    type: e.type,
    category: e.category,
    amountCents: e.amountCents,
    description: e.description,
    instanceId: e.instanceId ?? null,
    service: e.type === 'debit' ? (e.service ?? 'compute') : null,
    at: ctx.now(),
  };
  ctx.db.transactions.push(row);
  const before = account.balanceCents;
  account.balanceCents += e.type === 'credit' ? e.amountCents : -e.amountCents;
  if (e.type === 'debit') {
    if (
      before >= LOW_BALANCE_THRESHOLD_CENTS &&
      account.balanceCents < LOW_BALANCE_THRESHOLD_CENTS
    ) {
      emit(ctx, accountId, 'wallet.low_balance', { balanceCents: account.balanceCents });
    }
    if (account.balanceCents <= 0 && !account.locked) {
      account.locked = true;
      emit(ctx, accountId, 'account.suspended', { reason: 'zero_balance' });
    }
  } else if (account.locked && account.balanceCents > 0) {
    account.locked = false;
    emit(ctx, accountId, 'account.reactivated', { balanceCents: account.balanceCents });
  }
  return row;
}
