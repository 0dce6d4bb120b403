import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A member's personal check-in code: `TAKT1.<company>.<attendee>.<version>.<signature>`. It names
 * the member (never a bare id: the HMAC makes it unforgeable) and carries a version, so revoking a
 * lost card (version + 1) makes every older code worthless.
 */
const PREFIX = 'TAKT1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface MemberCode {
  companyId: string;
  attendeeId: string;
  version: number;
}

const signature = (secret: string, c: MemberCode) =>
  createHmac('sha256', secret).update(`member-code\n${c.companyId}\n${c.attendeeId}\n${c.version}`).digest('base64url').slice(0, 22);

export function memberCode(secret: string, c: MemberCode): string {
  return [PREFIX, c.companyId, c.attendeeId, c.version, signature(secret, c)].join('.');
}

/** The code's content when it is well formed and signed with `secret`; whether it is current is the caller's check. */
export function readMemberCode(secret: string, code: string): MemberCode | null {
  const [prefix, companyId, attendeeId, version, sig, ...rest] = code.trim().toLowerCase().split('.');
  if (prefix !== PREFIX.toLowerCase() || rest.length > 0 || !companyId || !attendeeId || !sig || !/^\d{1,6}$/.test(version ?? '')) {
    return null;
  }
  if (!UUID.test(companyId) || !UUID.test(attendeeId)) return null;
  const parsed = { companyId, attendeeId, version: Number(version) };
  // Signatures are case-sensitive base64url: compare against the original spelling.
  const given = Buffer.from(code.trim().split('.')[4] ?? '');
  const expected = Buffer.from(signature(secret, parsed));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed : null;
}
