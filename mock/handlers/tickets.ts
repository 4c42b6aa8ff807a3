// Tickets: list with stats, open, read with conversation, reply (reopens; support answers after
// supportReplyMs, making the ticket `answered`), close.
import type { MockContext } from '../mock-context';
import { emit } from '../db/events';
import { newId } from '../db/ids';
import { messagesOf, ticketDetailView, ticketView } from '../db/views';
import { conflict } from '../lib/errors';
import { readBody } from '../rules/body';
import type { TicketRec } from '../types';
import { accountOf, matcher, ownedRow, page, route, type Api, type Ctx } from './http';
import { bodyInstance } from './lookups';

const SUPPORT_ANSWER =
  'Hello,\n\nthanks for the details. We are on it and will update this ticket as soon as we know more.\n\nBest regards,\nSupport team';

function addMessage(
  ctx: MockContext,
  t: TicketRec,
  author: 'customer' | 'support',
  body: string,
): void {
  const messages = messagesOf(ctx.db, t);
  const at = ctx.now();
  messages.push({ id: newId(ctx, 'msg'), author, body, at });
  t.messageCount = messages.length;
  t.updatedAt = at;
}

/** A customer message opens the ticket; support answers a little later unless it was closed. */
function customerSays(ctx: MockContext, t: TicketRec, body: string): void {
  addMessage(ctx, t, 'customer', body);
  t.status = 'open';
  const asked = t.messageCount;
  ctx.scheduler.at(ctx.now() + ctx.options.supportReplyMs, () => {
    if (ctx.db.tickets.get(t.id) !== t || t.status !== 'open' || t.messageCount !== asked) return;
    addMessage(ctx, t, 'support', SUPPORT_ANSWER);
    t.status = 'answered';
    emit(ctx, t.accountId, 'ticket.answered', { ticketId: t.id });
  });
}

function list(ctx: MockContext, c: Ctx) {
  const q = c.get('query');
  const status = q.enums.status;
  const match = matcher(q.q);
  const account = accountOf(c);
  const byStatus = { open: 0, answered: 0, closed: 0 };
  const rows: TicketRec[] = [];
  for (const t of ctx.db.tickets.values()) {
    if (t.accountId !== account || (status && t.status !== status) || !match(t.subject, t.id))
      continue;
    rows.push(t);
    byStatus[t.status] += 1;
  }
  rows.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
  return { ...page(rows, q, ticketView), stats: { byStatus } };
}

export function registerTickets(app: Api, ctx: MockContext): void {
  const ticket = (c: Ctx) => ownedRow(ctx.db.tickets, c.req.param('id')!, c, 'ticket');

  route(
    app,
    'GET',
    '/tickets',
    { paginated: true, enums: { status: ['open', 'answered', 'closed'] } },
    (c) => c.json(list(ctx, c)),
  );
  route(app, 'POST', '/tickets', null, async (c) => {
    const body = await readBody(c, 'createTicket');
    const instanceId = body.instanceId == null ? null : bodyInstance(ctx, c, body.instanceId).id;
    const now = ctx.now();
    const t: TicketRec = {
      id: newId(ctx, 'tkt'),
      accountId: accountOf(c),
      subject: body.subject,
      status: 'open',
      instanceId,
      createdAt: now,
      updatedAt: now,
      messages: [],
      messageCount: 0,
    };
    ctx.db.tickets.set(t.id, t);
    customerSays(ctx, t, body.message);
    return c.json(ticketDetailView(ctx.db, t), 201);
  });
  route(app, 'GET', '/tickets/:id', null, (c) => c.json(ticketDetailView(ctx.db, ticket(c))));
  route(app, 'POST', '/tickets/:id/messages', null, async (c) => {
    const t = ticket(c);
    const body = await readBody(c, 'replyTicket');
    customerSays(ctx, t, body.body);
    return c.json(ticketDetailView(ctx.db, t), 201);
  });
  route(app, 'POST', '/tickets/:id/close', null, (c) => {
    const t = ticket(c);
    if (t.status === 'closed') throw conflict('invalid_state', 'ticket is already closed');
    t.status = 'closed';
    t.updatedAt = ctx.now();
    emit(ctx, t.accountId, 'ticket.closed', { ticketId: t.id });
    return c.json(ticketDetailView(ctx.db, t));
  });
}
