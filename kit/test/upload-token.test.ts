import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUploadToken, verifyUploadToken, UPLOAD_TOKEN_TTL_MS } from '../src/http/upload-token.ts';

const SECRET = 'a-secret-of-sixteen-plus';
const who = { companyId: randomUUID(), attendeeId: randomUUID(), userId: randomUUID() };
const now = Date.UTC(2026, 10, 28, 10);
const token = signUploadToken(SECRET, who, now);
const [payload, sig] = token.split('.') as [string, string];
const otherPayload = Buffer.from(JSON.stringify({ ...who, companyId: randomUUID(), exp: now + UPLOAD_TOKEN_TTL_MS })).toString('base64url');

describe('upload token', () => {
  it('gives back the claims of a genuine token in time', () => {
    expect(verifyUploadToken(SECRET, token, now + UPLOAD_TOKEN_TTL_MS - 1)).toEqual({ ...who, exp: now + UPLOAD_TOKEN_TTL_MS });
  });

  it.each([
    ['another secret', signUploadToken('another-secret-16chars', who, now)],
    ['a changed payload under the old signature', `${otherPayload}.${sig}`],
    ['no signature', payload],
    ['an extra part', `${token}.x`],
    ['an empty text', ''],
    ['a text that is no token', 'bm90IGpzb24.x'],
  ])('refuses %s with 403 upload_token_invalid', (_what, t) => {
    expect(() => verifyUploadToken(SECRET, t, now)).toThrow(expect.objectContaining({ code: 'upload_token_invalid', status: 403 }));
  });

  it('refuses a genuine token after its time with 401 upload_token_expired', () => {
    expect(() => verifyUploadToken(SECRET, token, now + UPLOAD_TOKEN_TTL_MS)).toThrow(
      expect.objectContaining({ code: 'upload_token_expired', status: 401 }),
    );
  });
});
