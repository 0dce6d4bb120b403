import { readSignedCode, signCode, UUID_PART, type CodeKind } from './signed-code.ts';

/**
 * A location or course QR code's text: `TAKTP1.<company>.<qr code id>.<signature>`, signed like a
 * member's code. It names the code record, whose active flag and validity decide whether it works
 * today, so a printed code keeps its text when staff change the window, and deleting the record
 * retires every copy.
 */
const PLACE: CodeKind = { prefix: 'TAKTP1', label: 'place-code', parts: [UUID_PART, UUID_PART] };

export interface PlaceCode {
  companyId: string;
  qrCodeId: string;
}

export function placeCode(secret: string, c: PlaceCode): string {
  return signCode(secret, PLACE, [c.companyId, c.qrCodeId]);
}

export function readPlaceCode(secret: string, code: string): PlaceCode | null {
  const parts = readSignedCode(secret, PLACE, code);
  return parts ? { companyId: parts[0]!, qrCodeId: parts[1]! } : null;
}

/** The app path a phone opens for the code (the app puts its own origin in front). */
export const selfCheckInPath = (code: string) => `/self-checkin?code=${encodeURIComponent(code)}`;
