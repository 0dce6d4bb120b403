import { readSignedCode, signCode, UUID_PART, type CodeKind } from './signed-code.ts';

/**
 * A member's personal check-in code: `TAKT1.<company>.<attendee>.<version>.<signature>`. It names
 * the member (never a bare id: the HMAC makes it unforgeable) and carries a version, so revoking a
 * lost card (version + 1) makes every older code worthless.
 */
const MEMBER: CodeKind = { prefix: 'TAKT1', label: 'member-code', parts: [UUID_PART, UUID_PART, /^\d{1,6}$/] };

export interface MemberCode {
  companyId: string;
  attendeeId: string;
  version: number;
}

export function memberCode(secret: string, c: MemberCode): string {
  return signCode(secret, MEMBER, [c.companyId, c.attendeeId, String(c.version)]);
}

/** The code's content when it is well formed and signed with `secret`; whether it is current is the caller's check. */
export function readMemberCode(secret: string, code: string): MemberCode | null {
  const parts = readSignedCode(secret, MEMBER, code);
  return parts ? { companyId: parts[0]!, attendeeId: parts[1]!, version: Number(parts[2]) } : null;
}
