import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@takt/proto';
import { z } from 'zod';
import { fail } from '../errors.ts';

/** Long enough to pick the files on a phone after sending an application; short enough that a leaked link is soon useless. */
export const UPLOAD_TOKEN_TTL_MS = 60 * 60_000;

const Claims = z.object({ companyId: z.uuid(), attendeeId: z.uuid(), userId: z.uuid(), exp: z.number().int() });
export type UploadTokenClaims = z.infer<typeof Claims>;

// A key of its own, derived from the secret every service shares: an upload token can never pass
// as a caller signature, nor the other way round.
const keyOf = (secret: string) => createHmac('sha256', secret).update('takt-upload-token-v1').digest();
const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/**
 * A signed, short-lived token that lets an anonymous caller (an applicant who just registered)
 * attach files to one attendee of one company: payload and HMAC, both base64url.
 */
export function signUploadToken(
  secret: string,
  who: Omit<UploadTokenClaims, 'exp'>,
  now = Date.now(),
  ttlMs = UPLOAD_TOKEN_TTL_MS,
): string {
  const payload = Buffer.from(JSON.stringify({ ...who, exp: now + ttlMs })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a genuine token still in time: 403 upload_token_invalid for anything forged or malformed, 401 upload_token_expired after its time. */
export function verifyUploadToken(secret: string, token: string, now = Date.now()): UploadTokenClaims {
  const invalid = () => fail(ErrorCode.UploadTokenInvalid, 'The upload token is not valid');
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length) throw invalid();
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let claims: UploadTokenClaims;
  try {
    claims = Claims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (claims.exp <= now) throw fail(ErrorCode.UploadTokenExpired, 'The upload token has expired');
  return claims;
}
