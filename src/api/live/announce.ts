/**
 * The office's own writes on the live stream (deploy/team/live.js). The service sends no event for
 * a VPC, a volume or a reserved IP; so the team proxy's answer to a write that succeeded carries a
 * receipt it signed (what was written, by whom, when), and this tab hands the receipt to the
 * proxy's announce path, which checks it and puts the write on everyone's stream. The tab keeps the
 * ids it announced: its own reads were already renewed by the write, so the event is not read again
 * here (another tab of the same person does read again).
 */
import { getRuntimeConfig } from '@/api/config';

/** The last ids this tab announced (a bound: a tab open all day writes more than it needs kept). */
const announced: string[] = [];
const KEPT = 50;

/** The event id a receipt carries (its first part is the stream's message, base64url), or null. */
export function receiptId(receipt: string): string | null {
  const body = receipt.split('.')[0] ?? '';
  try {
    const base64 = body.replaceAll('-', '+').replaceAll('_', '/');
    const text = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Whether this tab announced the event (it made the write). */
export const announcedHere = (eventId: string): boolean => announced.includes(eventId);

/**
 * Hands a write's receipt to the proxy. Nothing depends on its answer: a write that is not
 * announced is still made, and everyone else's pages find it at their next read.
 */
export async function announceWrite(
  receipt: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const id = receiptId(receipt);
  if (id) announced.push(id);
  if (announced.length > KEPT) announced.splice(0, announced.length - KEPT);
  await fetchImpl(getRuntimeConfig().proxy.announceUrl, {
    method: 'POST',
    body: receipt,
    headers: { 'Content-Type': 'text/plain' },
    credentials: 'same-origin',
    // A write's dialog may close the page's last view of it at once: the announcement still goes.
    keepalive: true,
  }).catch(() => undefined);
}
