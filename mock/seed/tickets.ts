// Support tickets. Conversations alternate customer/support starting with the customer, so an
// `open` ticket ends on a customer message and an `answered` one on a support message. They are
// generated from the ticket id on first read, which keeps large seeds cheap.
import type { Db } from '../db/db';
import { hashString, hex, int, mulberry32, pick, stream, weightedPicker } from '../lib/random';
import { DAY, HOUR, MINUTE } from '../lib/time';
import type { MessageRec, TicketRec, TicketStatus } from '../types';
import { MAIN_ACCOUNT_ID } from './keys';
import { HOSTILE, UNICODE } from './names';

const SUBJECTS = [
  'Server unreachable after reboot',
  'Invoice shows a duplicate charge',
  'Request to raise the instance limit',
  'High steal time on {name}',
  'Cannot attach volume to {name}',
  'Reverse DNS for a reserved IP',
  'Backup restore stuck in pending',
  'Question about VPC peering',
  'Port 25 unblock request',
  'Webhook deliveries failing with timeouts',
  'Billing: how is month-to-date spend computed?',
  'Kernel panic on {name} after upgrade',
];
const SPECIAL_SUBJECTS = [
  `Console shows ${HOSTILE[0]} as my server name`,
  `${HOSTILE[1]} in the ticket subject`,
  `Facture en euros pour ${UNICODE[0]}`,
  `東京リージョンの遅延について — latency in Tokyo`,
  'A very long subject line that goes on for quite a while to check that the ticket list truncates text gracefully instead of breaking its layout, which happened before',
];

const CUSTOMER = [
  'Hi,\n\nsince this morning {subject}.\nWe have not changed anything on our side.\n\nThanks,\nDana',
  'Hello team,\n\nfollowing up on this: it is still happening.\nLogs attached below:\n\n  error: connection reset by peer\n  error: connection reset by peer\n\nRegards',
  'Any update? This is blocking our release.\n\n— sent from the console',
  `Our monitoring page renders the name as ${HOSTILE[0]}\nand another as ${HOSTILE[1]}.\nIs that expected?`,
  `Merci pour votre aide.\nLe serveur ${UNICODE[0]} fonctionne à nouveau.`,
];
const SUPPORT = [
  'Hello,\n\nthanks for reaching out. We are looking into it and will get back to you shortly.\n\nBest,\nSupport',
  'Hi,\n\nwe found the cause: a hypervisor in that region was being drained.\nYour server was migrated and should be fine now.\n\nKind regards,\nSupport team',
  'Hello,\n\ncould you share the output of:\n\n  ip addr\n  journalctl -b -1 | tail -n 50\n\nThank you.',
  'Hi,\n\nthe duplicate charge has been refunded; it will show as a refund transaction in your wallet.\n\nBest regards',
];

const statusOf = weightedPicker<TicketStatus>([
  ['open', 20],
  ['answered', 30],
  ['closed', 50],
]);

export function conversation(t: TicketRec): MessageRec[] {
  const r = mulberry32(hashString(t.id));
  const span = Math.max(t.updatedAt - t.createdAt, t.messageCount * MINUTE);
  return Array.from({ length: t.messageCount }, (_, k) => {
    const author = k % 2 === 0 ? 'customer' : 'support';
    const body = pick(r, author === 'customer' ? CUSTOMER : SUPPORT).replace(
      '{subject}',
      t.subject.toLowerCase(),
    );
    const at =
      k === t.messageCount - 1
        ? t.updatedAt
        : t.createdAt + Math.floor((span * k) / t.messageCount);
    return { id: `msg_${t.id.slice(4)}_${k}`, author, body, at };
  });
}

function messageCount(status: TicketStatus, n: number): number {
  if (status === 'open') return n % 2 === 1 ? n : n + 1;
  if (status === 'answered') return n % 2 === 0 ? n : n + 1;
  return n;
}

export function seedTickets(db: Db, scale: number): void {
  db.conversation = conversation;
  const r = stream(db.seed, 'tickets');
  const names = [...db.instances.values()].filter((i) => i.accountId === MAIN_ACCOUNT_ID);
  const count = 220 * scale;
  const forced: TicketStatus[] = ['open', 'answered', 'closed'];
  const rows: TicketRec[] = [];
  for (let i = 0; i < count; i++) {
    const inst = r() < 0.6 ? pick(r, names) : null;
    const status = i < forced.length ? forced[i]! : statusOf(r);
    const subject =
      i < SPECIAL_SUBJECTS.length
        ? SPECIAL_SUBJECTS[i]!
        : pick(r, SUBJECTS).replace('{name}', inst?.name ?? 'my server');
    // Row i is the i-th newest; times strictly decrease with i, so reversing sorts them.
    const createdAt = db.anchor - HOUR - Math.floor(((i + 0.05 + r() * 0.9) / count) * 540 * DAY);
    const updatedAt = Math.min(db.anchor - MINUTE, createdAt + int(r, 1, 240) * HOUR);
    rows.push({
      id: `tkt_${hex(r, 12)}`,
      accountId: MAIN_ACCOUNT_ID,
      subject,
      status,
      instanceId: inst?.id ?? null,
      createdAt,
      updatedAt,
      messages: null,
      messageCount: messageCount(status, int(r, 1, 7)),
    });
  }
  for (let i = rows.length - 1; i >= 0; i--) db.tickets.set(rows[i]!.id, rows[i]!);
}
