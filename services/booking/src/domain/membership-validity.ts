/** A membership as membership's events carry it: local dates, `tillDate` null while it runs. */
export interface MembershipSpan {
  fromDate: string;
  tillDate: string | null;
}

/** Whether any membership covers the local date `day` (yyyy-mm-dd): the door's "valid membership" check. */
export function hasValidMembership(memberships: readonly MembershipSpan[], day: string): boolean {
  return memberships.some((m) => m.fromDate.slice(0, 10) <= day && (m.tillDate === null || m.tillDate.slice(0, 10) >= day));
}

/** The memberships of booking's attendee read model (stored as the event's JSON). */
export function membershipsOf(json: unknown): MembershipSpan[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((m: { fromDate?: unknown; tillDate?: unknown }) =>
    typeof m?.fromDate === 'string' ? [{ fromDate: m.fromDate, tillDate: typeof m.tillDate === 'string' ? m.tillDate : null }] : [],
  );
}
