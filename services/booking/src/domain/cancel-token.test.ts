import { describe, expect, it } from 'vitest';
import { cancelToken, isCancelTokenValid } from './cancel-token.ts';

const secret = 'a-secret-of-sixteen-chars';
const company = '11111111-1111-4111-8111-111111111111';
const attendance = '22222222-2222-4222-8222-222222222222';
const token = cancelToken(secret, company, attendance);

describe('cancel link token', () => {
  it('is URL-safe and stable', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cancelToken(secret, company, attendance)).toBe(token);
  });

  it.each([
    ['the right token', secret, company, attendance, token, true],
    ['another attendance', secret, company, '33333333-3333-4333-8333-333333333333', token, false],
    ['another company', secret, '44444444-4444-4444-8444-444444444444', attendance, token, false],
    ['another secret', 'another-secret-of-16', company, attendance, token, false],
    ['a shortened token', secret, company, attendance, token.slice(0, -1), false],
    ['an empty token', secret, company, attendance, '', false],
    ['a changed character', secret, company, attendance, (token[0] === 'A' ? 'B' : 'A') + token.slice(1), false],
  ])('%s', (_, s, c, a, t, valid) => {
    expect(isCancelTokenValid(s, c, a, t)).toBe(valid);
  });
});
