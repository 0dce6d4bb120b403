import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// A window of 72 h lets a test place appointments inside it (2 days ahead) and outside (10 days).
const t = useTestService(bookingService, { settings: { BOOKING_LATE_CANCEL_HOURS: '72' } });
const { appointment, attendee, fullAppointment, book, seats, attendancesOf } = bookingFixtures(t);
const { Confirmed, Canceled, OnWaitingList } = AttendanceStatus;

const put = (url: string, caller: Caller, body?: unknown) => t.call('PUT', url, body, caller);
const eventsOf = async (attendanceId: string) =>
  (await t.outbox()).filter((e) => (e.payload as { attendanceId?: string }).attendanceId === attendanceId).map((e) => e.subject);

describe('cancelling and the waiting list', () => {
  it('gives a cancelled place to waiting #1 in the same transaction and publishes cancelled, promoted and confirmed', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 2, 2);

    const res = await put(`/api/Attendances/Cancel/${confirmed[0]!.id}`, manager);

    expect(res.statusCode).toBe(200);
    expect(res.json().cancelled).toMatchObject([{ id: confirmed[0]!.id, status: Canceled, lateCancellation: false }]);
    expect(res.json().promoted).toMatchObject([{ id: waiting[0]!.id, status: Confirmed, attendeeOnWaitingListNumber: null }]);
    const rows = await attendancesOf(appointmentId);
    expect(rows.find((a) => a.id === waiting[1]!.id)).toMatchObject({ status: OnWaitingList, waitingListNumber: 2 });
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 2, lastWaitingNumber: 2 });
    expect(await eventsOf(confirmed[0]!.id)).toEqual(['booking.attendance.confirmed', 'booking.attendance.cancelled']);
    expect(await eventsOf(waiting[0]!.id)).toEqual([
      'booking.attendance.waitlisted',
      'booking.attendance.promoted',
      'booking.attendance.confirmed',
    ]);
    const promoted = (await t.outbox('booking.attendance.promoted')).find(
      (e) => (e.payload as { attendanceId: string }).attendanceId === waiting[0]!.id,
    );
    expect(promoted!.payload).toMatchObject({ appointmentId, formerWaitingListNumber: 1 });
  });

  it('frees no place when a waiting attendance is cancelled, and a new booking after a cancellation takes the free place', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 1, 1);
    expect((await put(`/api/Attendances/Cancel/${waiting[0]!.id}`, manager)).json().promoted).toEqual([]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 1, lastWaitingNumber: 1 });
    expect((await put(`/api/Attendances/Cancel/${confirmed[0]!.id}`, manager)).json().promoted).toEqual([]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 1 });
    const again = await book(manager, appointmentId, await attendee(manager.companyId));
    expect(again.json()).toMatchObject({ status: Confirmed });
  });

  it('drops the waiting entries at the same time once the attendee has a place, by booking or by moving up', async () => {
    const staff = userCaller('employee');
    const day = inDays(10);
    const full = async (timeFrom: string, timeTill: string, date = day) => {
      const id = await appointment(staff.companyId, 1, { date, timeFrom, timeTill });
      await book(staff, id, await attendee(staff.companyId));
      return id;
    };
    const [evening, overlapping, later, nextDay] = [
      await full('18:00', '19:00'),
      await full('18:30', '19:30'),
      await full('19:00', '20:00'),
      await full('18:00', '19:00', inDays(11)),
    ];
    const member = await attendee(staff.companyId);
    for (const id of [evening, overlapping, later, nextDay]) {
      expect((await book(staff, id, member)).json()).toMatchObject({ status: OnWaitingList });
    }
    const mine = async (id: string) => (await attendancesOf(id)).find((a) => a.attendeeId === member)!.status;

    // Moving up on the evening class drops the overlapping wait only (touching and other days stay).
    const holder = (await attendancesOf(evening)).find((a) => a.status === Confirmed)!;
    await put(`/api/Attendances/Cancel/${holder.id}`, staff);
    expect([await mine(evening), await mine(overlapping), await mine(later), await mine(nextDay)]).toEqual([
      Confirmed,
      Canceled,
      OnWaitingList,
      OnWaitingList,
    ]);
    const dropped = (await attendancesOf(overlapping)).find((a) => a.attendeeId === member)!;
    const told = (await t.outbox('booking.attendance.cancelled')).map((e) => e.payload as { attendanceId: string; by: string });
    expect(told.filter((p) => p.attendanceId === dropped.id)).toEqual([expect.objectContaining({ by: 'clash' })]);

    // Booking a free place directly drops a clashing wait too.
    const free = await appointment(staff.companyId, 5, { date: inDays(11), timeFrom: '17:30', timeTill: '18:30' });
    expect((await book(staff, free, member)).json()).toMatchObject({ status: Confirmed });
    expect(await mine(nextDay)).toBe(Canceled);
    expect(await mine(later)).toBe(OnWaitingList);
  });

  it('answers 409 attendance_cancelled for a second cancellation and changes nothing', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed } = await fullAppointment(manager, 1, 1);
    await put(`/api/Attendances/Cancel/${confirmed[0]!.id}`, manager);
    const before = await attendancesOf(appointmentId);
    const again = await put(`/api/Attendances/Cancel/${confirmed[0]!.id}`, manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attendance_cancelled');
    expect(await attendancesOf(appointmentId)).toEqual(before);
  });

  it('records a cancellation inside the window as late', async () => {
    const manager = userCaller('manager');
    const soon = await appointment(manager.companyId, 5, { date: inDays(2) });
    const booked = (await book(manager, soon, await attendee(manager.companyId))).json();
    const res = await put(`/api/Attendances/Cancel/${booked.id}`, manager);
    expect(res.json().cancelled[0]).toMatchObject({ lateCancellation: true });
    const event = (await t.outbox('booking.attendance.cancelled')).find(
      (e) => (e.payload as { attendanceId: string }).attendanceId === booked.id,
    );
    expect(event!.payload).toMatchObject({ late: true, by: 'staff', previousStatus: Confirmed });
  });

  it('lets an attendee cancel their own booking (also by appointment), never another one', async () => {
    const manager = userCaller('manager');
    const memberUser = randomUUID();
    const member = userCaller('attendee', manager.companyId, memberUser);
    const appointmentId = await appointment(manager.companyId, 5);
    const own = (await book(manager, appointmentId, await attendee(manager.companyId, memberUser))).json();
    const other = (await book(manager, appointmentId, await attendee(manager.companyId))).json();

    const foreign = await put(`/api/Attendances/Cancel/${other.id}`, member);
    expect(foreign.statusCode).toBe(404);
    expect((await put(`/api/Attendances/CancelByAppointmentId/${appointmentId}/${other.attendeeId}`, member)).statusCode).toBe(404);
    const mine = await put(`/api/Attendances/CancelByAppointmentId/${appointmentId}/${own.attendeeId}`, member);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().cancelled[0]).toMatchObject({ id: own.id, status: Canceled });
    const event = (await t.outbox('booking.attendance.cancelled')).find(
      (e) => (e.payload as { attendanceId: string }).attendanceId === own.id,
    );
    expect(event!.payload).toMatchObject({ by: 'attendee' });
    expect((await attendancesOf(appointmentId)).find((a) => a.id === other.id)).toMatchObject({ status: Confirmed });
  });

  it('refuses an attendee after the start (409 appointment_passed) but lets staff cancel', async () => {
    const manager = userCaller('manager');
    const memberUser = randomUUID();
    const appointmentId = await appointment(manager.companyId, 5);
    const own = (await book(manager, appointmentId, await attendee(manager.companyId, memberUser))).json();
    await t.db.system((tx) => tx.appointmentView.update({ where: { id: appointmentId }, data: { date: new Date(inDays(-1)) } }));
    const late = await put(`/api/Attendances/Cancel/${own.id}`, userCaller('attendee', manager.companyId, memberUser));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('appointment_passed');
    expect((await attendancesOf(appointmentId))[0]).toMatchObject({ status: Confirmed });
    expect((await put(`/api/Attendances/Cancel/${own.id}`, manager)).json().cancelled[0]).toMatchObject({ lateCancellation: true });
  });

  it('cancels through the signed link of the booking mail without signing in, once', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 1, 1);
    const booked = (await t.outbox('booking.attendance.confirmed')).find(
      (e) => (e.payload as { attendanceId: string }).attendanceId === confirmed[0]!.id,
    );
    const token = (booked!.payload as { cancelToken: string }).cancelToken;
    const anonymous: Caller = { kind: 'anonymous' };
    const url = `/api/Attendances/CancelAnonymous/${confirmed[0]!.id}`;

    for (const [id, tok] of [
      [confirmed[0]!.id, token.slice(0, -2) + 'xx'],
      [waiting[0]!.id, token],
      [randomUUID(), token],
    ] as const) {
      const bad = await put(`/api/Attendances/CancelAnonymous/${id}`, anonymous, { token: tok });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('token_invalid');
    }
    expect((await attendancesOf(appointmentId)).map((a) => a.status)).toEqual([Confirmed, OnWaitingList]);

    const ok = await put(url, anonymous, { token });
    expect(ok.statusCode).toBe(200);
    expect((await attendancesOf(appointmentId)).map((a) => a.status)).toEqual([Canceled, Confirmed]);
    const again = await put(url, anonymous, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('attendance_cancelled');
    expect((await put(url, anonymous, {})).statusCode).toBe(400);
  });
});
