import { hmacSha256Hex } from '../lib/hmac';
import type { DeliveryRec } from '../types';

/** `v1=` + hex HMAC-SHA256(secret, `${timestamp}.${payload}`); computed once, then kept. */
export async function signDelivery(
  d: DeliveryRec,
  secret: string,
): Promise<DeliveryRec & { signature: string }> {
  if (d.signature === null)
    d.signature = `v1=${await hmacSha256Hex(secret, `${d.timestamp}.${d.payload}`)}`;
  return d as DeliveryRec & { signature: string };
}
