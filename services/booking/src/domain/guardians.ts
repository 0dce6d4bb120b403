import { ContactType } from '@takt/proto';

/** One of an attendee's contacts that is an attendee itself: `contactType` is what the contact is to the attendee. */
export interface ContactLink {
  attendeeId: string;
  contactAttendeeId: string;
  contactType: number;
}

const GUARDIAN_TYPES: readonly number[] = [ContactType.Parent, ContactType.LegalGuardian];

/**
 * The attendees a login's own records speak for besides themselves (decision 0049): a child they
 * list as Child, and one who lists them as Parent or LegalGuardian. Partners, supervisors and
 * others see nothing of each other.
 */
export function wardsOf(own: ReadonlySet<string>, links: readonly ContactLink[]): string[] {
  const wards = new Set<string>();
  for (const l of links) {
    if (own.has(l.attendeeId) && l.contactType === ContactType.Child) wards.add(l.contactAttendeeId);
    if (own.has(l.contactAttendeeId) && GUARDIAN_TYPES.includes(l.contactType)) wards.add(l.attendeeId);
  }
  for (const id of own) wards.delete(id);
  return [...wards];
}
