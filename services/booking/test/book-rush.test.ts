import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus } from '@takt/proto';
import { decideBooking, type Seats } from '../src/domain/decide-booking.ts';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

const t = useTestService(bookingService);
const { appointment, attendee, attendees, book, seats, setSeats, attendancesOf } = bookingFixtures(t);

describe('booking rush', () => {
  it('confirms exactly 20 of 200 parallel bookings and numbers the other 180 in order, without a 500', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 20);
    const members = await attendees(manager.companyId, 200);

    const results = await Promise.all(members.map((id) => book(manager, appointmentId, id)));

    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const rows = await attendancesOf(appointmentId);
    expect(rows).toHaveLength(200);
    expect(rows.filter((a) => a.status === AttendanceStatus.Confirmed)).toHaveLength(20);
    const waiting = rows.filter((a) => a.status === AttendanceStatus.OnWaitingList);
    expect(waiting.map((a) => a.waitingListNumber).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
    // Arrival order: a higher number was booked no earlier than a lower one.
    const byNumber = [...waiting].sort((a, b) => a.waitingListNumber! - b.waitingListNumber!);
    for (let i = 1; i < byNumber.length; i++) expect(byNumber[i]!.bookingDate >= byNumber[i - 1]!.bookingDate).toBe(true);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 20, lastWaitingNumber: 180 });
    // Each booking committed its event with it.
    const events = (await t.outbox()).filter((e) => (e.payload as { appointmentId?: string }).appointmentId === appointmentId);
    expect(events.filter((e) => e.subject === 'booking.attendance.confirmed')).toHaveLength(20);
    expect(events.filter((e) => e.subject === 'booking.attendance.waitlisted')).toHaveLength(180);

    // A freed place goes to waiting #1 within a second, and its event tells them (notification's bell and mail).
    const first = byNumber[0]!;
    const started = Date.now();
    const cancelled = await t.call(
      'PUT',
      `/api/Attendances/Cancel/${rows.find((a) => a.status === AttendanceStatus.Confirmed)!.id}`,
      undefined,
      manager,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cancelled.json().promoted).toMatchObject([{ id: first.id, status: AttendanceStatus.Confirmed }]);
    const promoted = (await t.outbox('booking.attendance.promoted')).map((e) => e.payload as { attendanceId: string });
    expect(promoted.filter((p) => p.attendanceId === first.id)).toHaveLength(1);
  });

  it.each<[string, Seats]>([
    ['free places', { maxAttendees: 5, confirmedCount: 2, lastWaitingNumber: 0 }],
    ['last place', { maxAttendees: 5, confirmedCount: 4, lastWaitingNumber: 3 }],
    ['full', { maxAttendees: 5, confirmedCount: 5, lastWaitingNumber: 3 }],
    ['over capacity', { maxAttendees: 2, confirmedCount: 4, lastWaitingNumber: 0 }],
    ['maximum 0', { maxAttendees: 0, confirmedCount: 0, lastWaitingNumber: 0 }],
  ])('takes the seat domain/decide-booking decides (%s)', async (_, before) => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, before.maxAttendees);
    await setSeats(appointmentId, before);
    const res = await book(manager, appointmentId, await attendee(manager.companyId));
    const expected = decideBooking(before);
    expect(res.json()).toMatchObject({
      status: expected.decision.status,
      attendeeOnWaitingListNumber: expected.decision.waitingListNumber,
    });
    expect(await seats(appointmentId)).toEqual({
      confirmedCount: expected.after.confirmedCount,
      lastWaitingNumber: expected.after.lastWaitingNumber,
    });
  });

  it('refuses a started or passed appointment with 409 appointment_passed and writes nothing', async () => {
    const manager = userCaller('manager');
    const member = await attendee(manager.companyId);
    for (const facts of [{ date: inDays(-1) }, { date: inDays(-2), timeFrom: '23:59' }]) {
      const appointmentId = await appointment(manager.companyId, 5, facts);
      const res = await book(manager, appointmentId, member);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('appointment_passed');
      expect(await attendancesOf(appointmentId)).toEqual([]);
      expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 0 });
    }
  });

  it('leaves the seats untouched when a booking is refused', async () => {
    const manager = userCaller('manager');
    const appointmentId = await appointment(manager.companyId, 1);
    const member = await attendee(manager.companyId);
    expect((await book(manager, appointmentId, member)).statusCode).toBe(200);
    expect((await book(manager, appointmentId, member)).statusCode).toBe(409);
    expect((await book(manager, appointmentId, randomUUID())).statusCode).toBe(404);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 0 });
  });
});
