/** Spec: the full name is shown as "last name, first name". */
export function fullName(firstName: string, lastName: string): string {
  return `${lastName}, ${firstName}`;
}

/** Interested person: an attendee without an application user (no login). */
export function isInterested(applicationUserId: string | null): boolean {
  return applicationUserId === null;
}

/** An empty member number counts as none (spec: "empty accepted"). */
export function normalizeMemberNumber(memberNumber: string | null | undefined): string | null {
  const trimmed = memberNumber?.trim();
  return trimmed ? trimmed : null;
}

/** The attendee's own validity (not its memberships): local dates yyyy-mm-dd. */
export interface AttendeeValidity {
  applicationUserId: string | null;
  active: boolean;
  fromDate: string | null;
  tillDate: string | null;
}

/** Spec: inactive when not active, the till date has passed or the from date lies ahead; never for an interested person. */
export function isInactive(a: AttendeeValidity, today: string): boolean {
  if (isInterested(a.applicationUserId)) return false;
  return !a.active || (a.tillDate !== null && a.tillDate < today) || (a.fromDate !== null && a.fromDate > today);
}

/**
 * The next member number: the highest purely numeric one plus one, keeping its width
 * ("0099" → "0100"); numbers with letters do not count. "1" when there is none.
 */
export function nextMemberNumber(existing: readonly string[]): string {
  let best: { value: bigint; width: number } | null = null;
  for (const n of existing) {
    if (!/^\d{1,30}$/.test(n)) continue;
    const value = BigInt(n);
    if (!best || value > best.value) best = { value, width: n.length };
  }
  if (!best) return '1';
  return (best.value + 1n).toString().padStart(best.width, '0');
}

/** Completed years at `date` (both yyyy-mm-dd); someone born on 29 February turns a year older on 1 March in other years. */
export function ageAt(birthday: string, date: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The gender statistics groups by, from the salutation (spec: empty, ms, mr); anything else is unknown. */
export function genderOf(salutation: string | null | undefined): 'male' | 'female' | null {
  if (salutation === 'mr') return 'male';
  if (salutation === 'ms') return 'female';
  return null;
}
