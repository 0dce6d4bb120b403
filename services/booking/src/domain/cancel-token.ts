import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an attendance's anonymous cancel link: an HMAC of company and attendance, so a
 * link cancels that one booking and nothing else, and cannot be made without the secret.
 */
export function cancelToken(secret: string, companyId: string, attendanceId: string): string {
  return createHmac('sha256', secret).update(`attendance-cancel\n${companyId}\n${attendanceId}`).digest('base64url');
}

export function isCancelTokenValid(secret: string, companyId: string, attendanceId: string, token: string): boolean {
  const expected = Buffer.from(cancelToken(secret, companyId, attendanceId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
