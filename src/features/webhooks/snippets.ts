/** Receiver-side verification, as shown on the "Verify a signature" page and in docs/webhooks.md. */

export const NODE_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (Buffer or string), before any JSON parsing.
// headers: Node's lower-cased request headers. secret: the endpoint's signing secret.
export function verifyWebhook(rawBody, headers, secret, toleranceSeconds = 300) {
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signature = String(headers['webhook-signature'] ?? '');
  if (!/^\\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false; // replayed or stale
  const expected = 'v1=' + createHmac('sha256', secret).update(timestamp + '.').update(rawBody).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}
`;

export const PYTHON_SNIPPET = `import hashlib
import hmac
import time


def verify_webhook(raw_body: bytes, headers, secret: str, tolerance_seconds: int = 300) -> bool:
    """raw_body: the request body exactly as received, before any JSON parsing."""
    timestamp = headers.get("Webhook-Timestamp", "")
    signature = headers.get("Webhook-Signature", "")
    if not timestamp.isdigit():
        return False
    if abs(time.time() - int(timestamp)) > tolerance_seconds:  # replayed or stale
        return False
    mac = hmac.new(secret.encode(), timestamp.encode() + b"." + raw_body, hashlib.sha256)
    return hmac.compare_digest("v1=" + mac.hexdigest(), signature)
`;

export const GO_SNIPPET = `package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strconv"
	"time"
)

// Verify checks one delivery. body is the request body exactly as received, read before any
// JSON decoding; secret is the endpoint's signing secret.
func Verify(body []byte, header http.Header, secret string, tolerance time.Duration) bool {
	timestamp := header.Get("Webhook-Timestamp")
	seconds, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return false
	}
	age := time.Since(time.Unix(seconds, 0))
	if age > tolerance || age < -tolerance { // replayed or stale
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestamp + "."))
	mac.Write(body)
	expected := "v1=" + hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(header.Get("Webhook-Signature")))
}
`;

export const SNIPPETS = [
  { id: 'node', label: 'Node.js', code: NODE_SNIPPET },
  { id: 'python', label: 'Python', code: PYTHON_SNIPPET },
  { id: 'go', label: 'Go', code: GO_SNIPPET },
] as const;
