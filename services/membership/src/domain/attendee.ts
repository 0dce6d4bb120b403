/** Spec: the full name is shown as "last name, first name". */
export function fullName(firstName: string, lastName: string): string {
  return `${lastName}, ${firstName}`;
}

/** Interested person: an attendee without an application user (no login). */
export function isInterested(applicationUserId: string | null): boolean {
  return applicationUserId === null;
}

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** The calendar date (yyyy-mm-dd) of `now` in the company's time zone. */
export function localDate(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An empty member number counts as none (spec: "empty accepted"). */
export function normalizeMemberNumber(memberNumber: string | undefined): string | null {
  const trimmed = memberNumber?.trim();
  return trimmed ? trimmed : null;
}
