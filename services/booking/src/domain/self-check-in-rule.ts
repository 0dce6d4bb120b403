import type { ErrorCode } from '@takt/proto';
import { distanceMeters, type Position } from './distance.ts';

export interface PlaceCodeRules {
  active: boolean;
  /** yyyy-mm-dd, inclusive; null is open-ended. */
  validFrom: string | null;
  validTill: string | null;
  checkGps: boolean;
  lat: number | null;
  lng: number | null;
  securityPhrase: string | null;
}

export interface SelfCheckInAttempt {
  /** The studio's local date today. */
  today: string;
  position: Position | null;
  securityPhrase: string | null;
  /** How far from the code's place a member may be. */
  radiusMeters: number;
}

const samePhrase = (a: string, b: string) => a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de');

/** Why a self check-in with this code is refused now, or null when it may go ahead. */
export function refusalOf(code: PlaceCodeRules, at: SelfCheckInAttempt): ErrorCode | null {
  if (!code.active) return 'qr_code_inactive';
  if (code.validFrom && at.today < code.validFrom) return 'qr_code_not_yet_valid';
  if (code.validTill && at.today > code.validTill) return 'qr_code_expired';
  if (code.checkGps && code.lat != null && code.lng != null) {
    if (!at.position) return 'position_required';
    if (distanceMeters(at.position, { lat: code.lat, lng: code.lng }) > at.radiusMeters) return 'check_in_too_far';
  }
  if (code.securityPhrase && !samePhrase(code.securityPhrase, at.securityPhrase ?? '')) return 'security_phrase_wrong';
  return null;
}

/** Whether a code is valid on `today` by its window alone (the list filter "valid"). */
export const validOn = (code: Pick<PlaceCodeRules, 'validFrom' | 'validTill'>, today: string) =>
  (!code.validFrom || code.validFrom <= today) && (!code.validTill || today <= code.validTill);
