/** Spec: the full name is shown as "last name, first name". */
export function fullName(firstName: string, lastName: string): string {
  return `${lastName}, ${firstName}`;
}

/** Interested person: an attendee without an application user (no login). */
export function isInterested(applicationUserId: string | null): boolean {
  return applicationUserId === null;
}

/** An empty member number counts as none (spec: "empty accepted"). */
export function normalizeMemberNumber(memberNumber: string | undefined): string | null {
  const trimmed = memberNumber?.trim();
  return trimmed ? trimmed : null;
}
