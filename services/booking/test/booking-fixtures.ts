import { randomUUID } from 'node:crypto';
import { asTenant, localDate } from '@takt/kit';
import { payloadOf, type TestService } from '@takt/kit/testing';
import { MembershipEvents, plusDays, SchedulingEvents, type Caller } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

/**
 * The studio's date `days` from its today (booking's default zone), so the fixtures' appointments
 * stay in the future and "tomorrow" is booking's tomorrow at any hour (UTC's is a day ahead from 23:00).
 * Counted on the calendar: days of 24 hours across a clock change land an hour off, so between
 * midnight and 1:00 two counts gave one date (tomorrow was today on 25 Oct 2026 at 0:30).
 */
export const inDays = (days: number): string => plusDays(localDate(), days);

/** Setup helpers of the booking tests; each test file passes its own useTestService harness. */
export function bookingFixtures(t: TestService<Client>) {
  /** An appointment in booking's read model (announced as scheduling would), 10 days ahead by default. */
  async function appointment(
    companyId: string,
    maxAttendees: number,
    facts: Partial<{ centCost: number; date: string; timeFrom: string; timeTill: string }> &
      Partial<{ courseId: string; requiresApproval: boolean; locationId: string }> = {},
  ): Promise<string> {
    const appointmentId = randomUUID();
    const payload = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, maxAttendees, date: inDays(10), ...facts });
    await t.announce(SchedulingEvents.AppointmentCreated, companyId, payload);
    return appointmentId;
  }

  async function attendee(companyId: string, applicationUserId: string | null = randomUUID()): Promise<string> {
    const attendeeId = randomUUID();
    await t.announce(
      MembershipEvents.AttendeeCreated,
      companyId,
      payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, applicationUserId }),
    );
    return attendeeId;
  }

  /** Many attendees at once, written straight into the read model (announcing 200 would take long). */
  async function attendees(companyId: string, count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await asTenant(companyId, () =>
      t.db.tx((tx) => tx.attendeeView.createMany({ data: ids.map((id, i) => ({ id, firstName: 'Member', lastName: `No ${i + 1}` })) })),
    );
    return ids;
  }

  const book = (caller: Caller, appointmentId: string, attendeeId: string) =>
    t.call('POST', '/api/Attendances', { AttendeeId: attendeeId, AppointmentId: appointmentId }, caller);

  /** A full appointment: `confirmed` booked, then `waiting` on its waiting list, in that order. */
  async function fullAppointment(caller: Caller & { companyId: string }, confirmed: number, waiting: number) {
    const appointmentId = await appointment(caller.companyId, confirmed);
    const members = await attendees(caller.companyId, confirmed + waiting);
    const booked: { id: string; attendeeId: string; status: number; attendeeOnWaitingListNumber: number | null }[] = [];
    for (const m of members) booked.push((await book(caller, appointmentId, m)).json());
    return { appointmentId, confirmed: booked.slice(0, confirmed), waiting: booked.slice(confirmed) };
  }

  /** The appointment's seat counters as the read model holds them. */
  const seats = (appointmentId: string) =>
    t.db.system((tx) =>
      tx.appointmentView.findFirstOrThrow({ where: { id: appointmentId }, select: { confirmedCount: true, lastWaitingNumber: true } }),
    );

  /** Sets the appointment's seat counters to where a test case starts from. */
  const setSeats = (appointmentId: string, to: { confirmedCount: number; lastWaitingNumber: number }) =>
    t.db.system((tx) =>
      tx.appointmentView.update({
        where: { id: appointmentId },
        data: { confirmedCount: to.confirmedCount, lastWaitingNumber: to.lastWaitingNumber },
      }),
    );

  /** Every attendance of the appointment, straight from the table. */
  const attendancesOf = (appointmentId: string) =>
    t.db.system((tx) => tx.attendance.findMany({ where: { appointmentId }, orderBy: { bookingDate: 'asc' } }));

  return { appointment, attendee, attendees, fullAppointment, book, seats, setSeats, attendancesOf };
}
