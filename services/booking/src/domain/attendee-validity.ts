/** An attendee's own validity as membership's events carry it (local dates yyyy-mm-dd, null: open). */
export interface AttendeeValidity {
  applicationUserId: string | null;
  active: boolean;
  fromDate: string | null;
  tillDate: string | null;
}

/**
 * Spec section 3 (Attendee): inactive or expired when not active, tillDate has passed, or fromDate
 * lies ahead, on the studio's local `today`; never an interested person (no login).
 */
export function isInactive(a: AttendeeValidity, today: string): boolean {
  if (a.applicationUserId === null) return false;
  return !a.active || (a.tillDate !== null && a.tillDate < today) || (a.fromDate !== null && a.fromDate > today);
}
