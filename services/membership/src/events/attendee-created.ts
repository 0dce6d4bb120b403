import { fromDbDate, publishEvent, publishEvents } from '@takt/kit';
import { MembershipEvents, type PayloadOf } from '@takt/proto';
import { genderOf } from '../domain/attendee.ts';
import type { Attendee } from '../store/generated/client.ts';

interface Held {
  membershipTypeId: string;
  fromDate: string;
  tillDate?: string | null;
}

/** Records AttendeeCreated in the outbox of `tx`; identity creates the login from it. */
export async function publishAttendeeCreated(tx: unknown, a: Attendee, memberships: readonly Held[]): Promise<void> {
  await publishEvent(tx, MembershipEvents.AttendeeCreated, attendeeCreatedPayload(a, memberships));
}

/** Many at once (an Excel import's rows, without memberships), in one outbox statement. */
export async function publishAttendeesCreated(tx: unknown, attendees: readonly Attendee[]): Promise<void> {
  await publishEvents(
    tx,
    MembershipEvents.AttendeeCreated,
    attendees.map((a) => attendeeCreatedPayload(a, [])),
  );
}

function attendeeCreatedPayload(a: Attendee, memberships: readonly Held[]): PayloadOf<typeof MembershipEvents.AttendeeCreated> {
  return {
    attendeeId: a.id,
    applicationUserId: a.applicationUserId,
    userName: a.userName,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    memberships: memberships.map((m) => ({ membershipTypeId: m.membershipTypeId, fromDate: m.fromDate, tillDate: m.tillDate ?? null })),
    active: a.active,
    fromDate: a.fromDate ? fromDbDate(a.fromDate) : null,
    tillDate: a.tillDate ? fromDbDate(a.tillDate) : null,
    birthday: a.birthday ? fromDbDate(a.birthday) : null,
    gender: genderOf(a.salutation),
  };
}
