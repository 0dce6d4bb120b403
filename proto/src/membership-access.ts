// Who may book a course and at what price (spec section 3, Appointment): a course lists the
// membership types that may book it, each with its price per appointment. Booking enforces it,
// scheduling answers it; one pure rule for both.

/** A membership type that may book a course and its price per appointment in cents. */
export interface MembershipTypeCost {
  membershipTypeId: string;
  centCost: number;
}

/** A membership an attendee holds, with local dates (yyyy-mm-dd); no till date is open-ended. */
export interface HeldMembership {
  membershipTypeId: string;
  fromDate: string;
  tillDate?: string | null;
}

/** Active at `date` when it has begun and not yet ended (both ends inclusive). */
export function isMembershipActive(m: Pick<HeldMembership, 'fromDate' | 'tillDate'>, date: string): boolean {
  return m.fromDate <= date && (m.tillDate == null || m.tillDate >= date);
}

export interface MembershipAccess {
  available: boolean;
  /** The attendee's price from the list; null when the course lists no types (its own price applies). */
  centCost: number | null;
}

/**
 * Available when the course lists no types, or the attendee holds a listed type that is active at
 * the appointment's date; the price is the lowest among those types (0 when none matches).
 */
export function membershipAccess(listed: readonly MembershipTypeCost[], held: readonly HeldMembership[], date: string): MembershipAccess {
  if (listed.length === 0) return { available: true, centCost: null };
  const active = new Set(held.filter((m) => isMembershipActive(m, date)).map((m) => m.membershipTypeId));
  const matching = listed.filter((l) => active.has(l.membershipTypeId)).map((l) => l.centCost);
  return matching.length ? { available: true, centCost: Math.min(...matching) } : { available: false, centCost: 0 };
}

/** Why an attendee may not book: none of the listed types held, or a listed one held but not active at the date. */
export type MembershipRefusal = 'not_listed' | 'not_active';

/** The reason `membershipAccess` refuses (null when it does not), so each answers its own code. */
export function membershipRefusal(
  listed: readonly MembershipTypeCost[],
  held: readonly HeldMembership[],
  date: string,
): MembershipRefusal | null {
  if (membershipAccess(listed, held, date).available) return null;
  const types = new Set(listed.map((l) => l.membershipTypeId));
  return held.some((m) => types.has(m.membershipTypeId)) ? 'not_active' : 'not_listed';
}
