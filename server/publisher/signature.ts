/**
 * The CMS's webhook signature (server/publisher): HMAC-SHA256 under a shared secret over
 * `<timestamp>.<body>`, sent as
 *
 *   X-Lantu-Timestamp: 1764380000            (Unix seconds, when the CMS sent it)
 *   X-Lantu-Signature: sha256=<64 hex digits>
 *
 * The timestamp inside the signed text stops an old request from being sent again later with a
 * new date; the publisher refuses one outside ±MAX_SKEW_SECONDS and one whose signature it has
 * already accepted (a replay within the window).
 */
import { createHmac, timingSafeEqual } from 'crypto';

export const SIGNATURE_HEADER = 'x-lantu-signature';
export const TIMESTAMP_HEADER = 'x-lantu-timestamp';
/** How far a request's timestamp may be from the publisher's clock. */
export const MAX_SKEW_SECONDS = 300;
/** The longest body a webhook may have (an event names a kind and an id or two). */
export const MAX_BODY_BYTES = 16 * 1024;
/** The shortest secret the publisher accepts (32 random bytes as hex is 64). */
export const MIN_SECRET_LENGTH = 16;

/** The hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function signatureOf(secret: string, timestamp: number | string, body: string | Buffer) {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The headers a CMS sends with `body` (what the mock CMS, scripts/cms, sends). */
export function signedHeaders(
  secret: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'Content-Type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: `sha256=${signatureOf(secret, timestamp, body)}`,
  };
}

export type SignatureRefusal = 'missing' | 'malformed' | 'stale' | 'wrong';

/**
 * Whether a request's headers sign its body under `secret` now: null when they do, else why not.
 * The comparison takes the same time whatever the signature's first wrong digit.
 */
export function checkSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  now = Date.now(),
): SignatureRefusal | null {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? undefined : v);
  const timestamp = one(headers[TIMESTAMP_HEADER]);
  const signature = one(headers[SIGNATURE_HEADER]);
  if (!timestamp || !signature) return 'missing';
  const m = /^sha256=([0-9a-f]{64})$/.exec(signature);
  if (!/^\d{1,12}$/.test(timestamp) || !m) return 'malformed';
  if (Math.abs(Number(timestamp) - now / 1000) > MAX_SKEW_SECONDS) return 'stale';
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(m[1], 'hex')) ? null : 'wrong';
}
