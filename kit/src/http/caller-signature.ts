import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALLER_HEADER, Caller, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@takt/proto';
import { unauthorized } from '../errors.ts';

const MAX_AGE_MS = 60_000;

// Binds method and path; the query string is left out because proxies may re-encode it.
function sign(secret: string, ts: string, caller: string, method: string, url: string): string {
  const path = url.split('?')[0]!.toLowerCase();
  return createHmac('sha256', secret).update(`${ts}\n${caller}\n${method.toUpperCase()}\n${path}`).digest('base64url');
}

/** Headers the gateway adds to every forwarded request. */
export function signCaller(secret: string, caller: Caller, method: string, url: string, now = Date.now()): Record<string, string> {
  const encoded = Buffer.from(JSON.stringify(caller)).toString('base64url');
  const ts = String(now);
  return { [CALLER_HEADER]: encoded, [TIMESTAMP_HEADER]: ts, [SIGNATURE_HEADER]: sign(secret, ts, encoded, method, url) };
}

/** Services accept only requests the gateway signed, recently, for this method and URL. */
export function verifyCaller(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  method: string,
  url: string,
  now = Date.now(),
): Caller {
  const encoded = headers[CALLER_HEADER];
  const ts = headers[TIMESTAMP_HEADER];
  const sig = headers[SIGNATURE_HEADER];
  if (typeof encoded !== 'string' || typeof ts !== 'string' || typeof sig !== 'string') {
    throw unauthorized('Missing gateway signature');
  }
  const age = now - Number(ts);
  if (!Number.isFinite(age) || Math.abs(age) > MAX_AGE_MS) throw unauthorized('Stale gateway signature');
  const expected = Buffer.from(sign(secret, ts, encoded, method, url));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized('Bad gateway signature');
  const parsed = Caller.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  if (!parsed.success) throw unauthorized('Bad caller header');
  return parsed.data;
}
