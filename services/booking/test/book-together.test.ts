import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, BookingEvents, Envelope } from '@takt/proto';
import { decideBooking, type Seats } from '../src/domain/decide-booking.ts';
import { bookedEvents } from '../src/events/attendance-booked.ts';
import { takeSeats } from '../src/operations/book-attendance.ts';
import { bookingService } from '../src/service.ts';
import type { NewSeat } from '../src/store/seats.ts';
import { bookingFixtures } from './booking-fixtures.ts';

const t = useTestService(bookingService);
const { appointment, attendee, attendees, book, seats, setSeats, attendancesOf } = bookingFixtures(t);

/** The seats of `attendeeIds` on the appointment as the booking operation builds them, in that order. */
async function newSeats(appointmentId: string, attendeeIds: string[]): Promise<NewSeat[]> {
  const [view, people] = await t.db.system((tx) =>
    Promise.all([
      tx.appointmentView.findUniqueOrThrow({ where: { id: appointmentId } }),
      tx.attendeeView.findMany({ where: { id: { in: attendeeIds } } }),
    ]),
  );
  return attendeeIds.map((attendeeId) => {
    const id = randomUUID();
    const person = people.find((p) => p.id === attendeeId)!;
    return {
      attendance: { id, attendeeId, appointmentId, note: null, createdByUserId: null, centCost: 0 },
      events: bookedEvents(view.companyId, id, view, person, 'token'),
    };
  });
}

describe('bookings of one appointment that arrive together', () => {
  it.each<[string, Seats]>([
    ['free places for some', { maxAttendees: 5, confirmedCount: 2, lastWaitingNumber: 0 }],
    ['free places for all', { maxAttendees: 20, confirmedCount: 0, lastWaitingNumber: 0 }],
    ['full', { maxAttendees: 5, confirmedCount: 5, lastWaitingNumber: 3 }],
    ['over capacity', { maxAttendees: 2, confirmedCount: 4, lastWaitingNumber: 1 }],
    ['maximum 0', { maxAttendees: 0, confirmedCount: 0, lastWaitingNumber: 0 }],
  ])('take in one statement the seats domain/decide-booking decides one after the other (%s)', async (_, before) => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, before.maxAttendees);
    await setSeats(appointmentId, before);
    const batch = await newSeats(appointmentId, await attendees(manager.companyId, 6));

    const taken = await asTenant(manager.companyId, () => takeSeats(t.db, appointmentId, batch));

    let seatsNow = before;
    for (const seat of batch) {
      const { decision, after } = decideBooking(seatsNow);
      seatsNow = after;
      expect(taken.get(seat)).toEqual({ value: expect.objectContaining({ id: seat.attendance.id, ...decision }) });
    }
    expect(await seats(appointmentId)).toEqual({ confirmedCount: seatsNow.confirmedCount, lastWaitingNumber: seatsNow.lastWaitingNumber });
    // Booked in arrival order, each with the event of its own outcome.
    expect((await attendancesOf(appointmentId)).map((a) => a.id)).toEqual(batch.map((s) => s.attendance.id));
    const events = (await t.outbox()).filter((e) => (e.payload as { appointmentId?: string }).appointmentId === appointmentId);
    expect(events.map((e) => (e.payload as { attendanceId: string }).attendanceId)).toEqual(batch.map((s) => s.attendance.id));
    const waitingNumbers = events.map((e) => (e.payload as { waitingListNumber?: number }).waitingListNumber ?? null);
    expect(waitingNumbers).toEqual(
      batch.map((s) => (taken.get(s) as { value: { waitingListNumber: number | null } }).value.waitingListNumber),
    );
    // The statement writes the waitlisted event from the confirmed one: each is its catalogue's, under an id of its own.
    for (const e of events) {
      const def =
        e.subject === BookingEvents.AttendanceWaitlisted.subject ? BookingEvents.AttendanceWaitlisted : BookingEvents.AttendanceConfirmed;
      expect(Envelope.parse(e)).toMatchObject({ subject: def.subject, version: def.version, companyId: manager.companyId });
      expect(def.payload.parse(e.payload)).toEqual(e.payload);
    }
    const confirmed = (seat: NewSeat) => (taken.get(seat) as { value: { status: number } }).value.status === AttendanceStatus.Confirmed;
    expect(events.map((e) => e.id)).toEqual(batch.map((s) => (confirmed(s) ? s.events.confirmed.id : s.events.waitlistedId)));
  });

  it('answers "already booked" only to the seat another path booked meanwhile; the others keep theirs', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 2);
    const [first, raced, last] = await attendees(manager.companyId, 3);
    const batch = await newSeats(appointmentId, [first!, raced!, last!]);
    // The raced attendee's booking by another path (a series, another replica) lands between the batch's facts and its seats.
    expect((await book(manager, appointmentId, raced!)).statusCode).toBe(200);

    const taken = await asTenant(manager.companyId, () => takeSeats(t.db, appointmentId, batch));

    expect(taken.get(batch[0]!)).toEqual({ value: expect.objectContaining({ status: AttendanceStatus.Confirmed }) });
    expect(taken.get(batch[1]!)).toEqual({ error: expect.objectContaining({ code: 'already_booked' }) });
    expect(taken.get(batch[2]!)).toEqual({
      value: expect.objectContaining({ status: AttendanceStatus.OnWaitingList, waitingListNumber: 1 }),
    });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 2, lastWaitingNumber: 1 });
  });

  it('books an attendee sent twice at once once, and answers the second 409 already_booked', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 5);
    const member = await attendee(manager.companyId);
    const others = await attendees(manager.companyId, 3);

    const answers = await Promise.all([member, ...others, member].map((id) => book(manager, appointmentId, id)));

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 409]);
    expect(answers[4]!.json().code).toBe('already_booked');
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 4, lastWaitingNumber: 0 });
  });

  it("keeps each tenant's bookings apart even when they arrive together", async () => {
    const [a, b] = [userCaller('manager'), userCaller('manager')];
    const appointmentId = await appointment(a.companyId, 5);
    const [ownMember, otherMember] = [await attendee(a.companyId), await attendee(b.companyId)];

    const [own, foreign] = await Promise.all([book(a, appointmentId, ownMember), book(b, appointmentId, otherMember)]);

    expect(own.statusCode).toBe(200);
    expect(foreign.statusCode).toBe(404);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 0 });
  });
});
