import { isMembershipActive } from '@takt/proto';

// Validity of a membership is one rule in proto (booking applies it too); re-exported for membership's callers.
export { isMembershipActive };

/** A held membership with local dates (yyyy-mm-dd); no till date means open-ended. */
export interface MembershipPeriod {
  fromDate: string;
  tillDate?: string | null;
}

export function hasActiveMembership(memberships: readonly MembershipPeriod[], date: string): boolean {
  return memberships.some((m) => isMembershipActive(m, date));
}

/** Indexes of memberships whose till date lies before their from date. */
export function invertedPeriods(memberships: readonly MembershipPeriod[]): number[] {
  return memberships.flatMap((m, i) => (m.tillDate != null && m.tillDate < m.fromDate ? [i] : []));
}
