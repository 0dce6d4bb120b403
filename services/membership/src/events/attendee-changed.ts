import { fromDbDate, publishEvent } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { genderOf } from '../domain/attendee.ts';
import type { AttendeeRow } from '../store/attendees.ts';

const day = (d: Date | null) => (d ? fromDbDate(d) : null);

function heldOf(a: AttendeeRow) {
  return a.memberships.map((m) => ({ membershipTypeId: m.membershipTypeId, fromDate: fromDbDate(m.fromDate), tillDate: day(m.tillDate) }));
}

/** Records AttendeeUpdated (the attendee as it is now) in the outbox of `tx`; `companyId` where no tenant is set (the backfill). */
export async function publishAttendeeUpdated(tx: unknown, a: AttendeeRow, companyId?: string): Promise<void> {
  await publishEvent(
    tx,
    MembershipEvents.AttendeeUpdated,
    {
      attendeeId: a.id,
      applicationUserId: a.applicationUserId,
      userName: a.userName,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      memberships: heldOf(a),
      memberNumber: a.memberNumber,
      mainLocationId: a.mainLocationId,
      active: a.active,
      fromDate: day(a.fromDate),
      tillDate: day(a.tillDate),
      birthday: day(a.birthday),
      gender: genderOf(a.salutation),
    },
    companyId,
  );
}

export async function publishAttendeeDeleted(tx: unknown, a: AttendeeRow, deletedDate: Date): Promise<void> {
  await publishEvent(tx, MembershipEvents.AttendeeDeleted, {
    attendeeId: a.id,
    applicationUserId: a.applicationUserId,
    memberships: heldOf(a),
    deletedDate: deletedDate.toISOString(),
  });
}
