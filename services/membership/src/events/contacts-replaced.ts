import { publishEvent } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';

interface ContactLink {
  contactAttendeeId?: string | null;
  contactType: number;
}

/** Records ContactsReplaced: the attendee's contacts that are attendees, whole (booking lets a parent see its children's bookings). */
export async function publishContactsReplaced(
  tx: unknown,
  attendeeId: string,
  contacts: readonly ContactLink[],
  companyId?: string,
): Promise<void> {
  const linked = contacts.flatMap((c) =>
    c.contactAttendeeId ? [{ contactAttendeeId: c.contactAttendeeId, contactType: c.contactType }] : [],
  );
  await publishEvent(tx, MembershipEvents.ContactsReplaced, { attendeeId, contacts: linked }, companyId);
}
