/** Signature checks of the "Verify a signature" page. Everything here runs in the browser only. */

const encoder = new TextEncoder();

/** The headers a delivery is signed in: names of the protocol, shown as they are (not translated). */
export const TIMESTAMP_HEADER = 'Webhook-Timestamp';
export const SIGNATURE_HEADER = 'Webhook-Signature';

/** Lowercase hex HMAC-SHA256 of `message` keyed with the UTF-8 bytes of `secret` (Web Crypto). */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Compares two strings in time that depends only on their lengths, so the page models what a
 * receiver must do (an early-exit compare leaks how many leading characters matched).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const length = Math.max(a.length, b.length);
  let diff = a.length ^ b.length;
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

/** The hex digests in a Webhook-Signature value (`v1=<hex>`, several allowed, comma or space separated). */
export function signatureDigests(header: string): string[] {
  return header
    .split(/[\s,]+/)
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3).toLowerCase());
}

export type Verdict =
  | { kind: 'match'; expected: string }
  | { kind: 'mismatch'; expected: string }
  /** What is wrong with the input; the verdict explains it in the person's language. */
  | { kind: 'malformed'; reason: 'timestamp' | 'signature' };

export async function verifySignature(input: {
  body: string;
  timestamp: string;
  signature: string;
  secret: string;
}): Promise<Verdict> {
  const timestamp = input.timestamp.trim();
  if (!/^\d+$/.test(timestamp)) return { kind: 'malformed', reason: 'timestamp' };
  const digests = signatureDigests(input.signature.trim());
  if (digests.length === 0) return { kind: 'malformed', reason: 'signature' };
  const expected = await hmacSha256Hex(input.secret, `${timestamp}.${input.body}`);
  // Every candidate is compared in full, whatever the earlier ones gave.
  const matched = digests
    .map((d) => constantTimeEqual(d, expected))
    .reduce((any, one) => any || one, false);
  return { kind: matched ? 'match' : 'mismatch', expected: `v1=${expected}` };
}

/** Seconds between the timestamp and now; positive when the timestamp is in the past. */
export function timestampAge(timestamp: string, now = Date.now()): number | null {
  return /^\d+$/.test(timestamp.trim()) ? Math.round(now / 1000 - Number(timestamp.trim())) : null;
}
