// Wallet: summary (balance, spend this month, spend by month and service), transactions with
// stats over the filtered set, saved payment methods and payments (top-ups).
import type { MockContext } from '../mock-context';
import { owned } from '../db/db';
import { emit } from '../db/events';
import { LOW_BALANCE_THRESHOLD_CENTS, post } from '../db/ledger';
import { txView } from '../db/views';
import { notFound } from '../lib/errors';
import { DAY, monthKey, monthStart } from '../lib/time';
import { readBody } from '../rules/body';
import type { Service, TxRec, WalletSummary } from '../types';
import { accountOf, matcher, page, route, type Api, type Ctx } from './http';

const MONTHS = 19;

function summary(ctx: MockContext, c: Ctx): WalletSummary {
  const now = ctx.now();
  const account = c.get('account');
  const first = monthStart(now, -(MONTHS - 1));
  const starts = Array.from({ length: MONTHS }, (_, k) => monthStart(now, k - (MONTHS - 1)));
  const months = starts.map((ms) => ({
    month: monthKey(ms),
    totalCents: 0,
    byService: { compute: 0, storage: 0, network: 0, backups: 0 } as Record<Service, number>,
  }));
  const txs = ctx.db.transactions;
  // Newest first, so the month index only ever moves back.
  let k = MONTHS - 1;
  for (let i = txs.length - 1; i >= 0 && txs[i]!.at >= first; i--) {
    const t = txs[i]!;
    if (t.accountId !== account.id || t.type !== 'debit' || t.at > now) continue;
    while (t.at < starts[k]!) k--;
    const m = months[k]!;
    m.totalCents += t.amountCents;
    m.byService[t.service ?? 'compute'] += t.amountCents;
  }
  const mtd = months[MONTHS - 1]!.totalCents;
  const start = monthStart(now);
  const elapsed = Math.max(now - start, DAY);
  return {
    balanceCents: account.balanceCents,
    currency: 'USD',
    monthToDateSpendCents: mtd,
    projectedMonthSpendCents: Math.max(
      mtd,
      Math.round((mtd * (monthStart(now, 1) - start)) / elapsed),
    ),
    lowBalanceThresholdCents: LOW_BALANCE_THRESHOLD_CENTS,
    months,
  };
}

function transactions(ctx: MockContext, c: Ctx) {
  const q = c.get('query');
  const { type, category } = q.enums;
  const [from, to] = q.month
    ? [Date.parse(`${q.month}-01T00:00:00Z`), monthStart(Date.parse(`${q.month}-01T00:00:00Z`), 1)]
    : [-Infinity, Infinity];
  const match = matcher(q.q);
  const account = accountOf(c);
  const rows: TxRec[] = [];
  const stats = {
    creditCents: 0,
    debitCents: 0,
    byCategory: { topup: 0, usage: 0, refund: 0, adjustment: 0 },
  };
  const txs = ctx.db.transactions;
  for (let i = txs.length - 1; i >= 0; i--) {
    const t = txs[i]!;
    if (t.accountId !== account || t.at < from || t.at >= to) continue;
    if (
      (type && t.type !== type) ||
      (category && t.category !== category) ||
      !match(t.description, t.id)
    )
      continue;
    rows.push(t);
    if (t.type === 'credit') stats.creditCents += t.amountCents;
    else stats.debitCents += t.amountCents;
    stats.byCategory[t.category] += t.amountCents;
  }
  return { ...page(rows, q, txView), stats };
}

export function registerWallet(app: Api, ctx: MockContext): void {
  route(app, 'GET', '/wallet/summary', null, (c) => c.json(summary(ctx, c)));
  route(
    app,
    'GET',
    '/wallet/transactions',
    {
      paginated: true,
      month: true,
      enums: { type: ['credit', 'debit'], category: ['topup', 'usage', 'refund', 'adjustment'] },
    },
    (c) => c.json(transactions(ctx, c)),
  );
  route(app, 'GET', '/wallet/payment-methods', null, (c) =>
    c.json({
      items: owned(ctx.db.paymentMethods.values(), accountOf(c)).map(
        ({ id, brand, last4, expires }) => ({ id, brand, last4, expires }),
      ),
    }),
  );
  route(app, 'POST', '/wallet/payments', null, async (c) => {
    const body = await readBody(c, 'createPayment');
    const pm = ctx.db.paymentMethods.get(body.paymentMethodId);
    if (!pm || pm.accountId !== accountOf(c)) throw notFound('payment method');
    const row = post(ctx, accountOf(c), {
      type: 'credit',
      category: 'topup',
      amountCents: body.amountCents,
      description: `Top-up with ${pm.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${pm.last4}`,
    });
    emit(ctx, accountOf(c), 'payment.succeeded', {
      transactionId: row.id,
      amountCents: row.amountCents,
    });
    return c.json(txView(row), 201);
  });
}
