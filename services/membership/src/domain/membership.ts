/** A held membership with local dates (yyyy-mm-dd); no till date means open-ended. */
export interface MembershipPeriod {
  fromDate: string;
  tillDate?: string | null;
}

/** Active at `date` when it has begun and not yet ended (both ends inclusive). */
export function isMembershipActive(m: MembershipPeriod, date: string): boolean {
  return m.fromDate <= date && (m.tillDate == null || m.tillDate >= date);
}

export function hasActiveMembership(memberships: readonly MembershipPeriod[], date: string): boolean {
  return memberships.some((m) => isMembershipActive(m, date));
}

/** Indexes of memberships whose till date lies before their from date. */
export function invertedPeriods(memberships: readonly MembershipPeriod[]): number[] {
  return memberships.flatMap((m, i) => (m.tillDate != null && m.tillDate < m.fromDate ? [i] : []));
}
