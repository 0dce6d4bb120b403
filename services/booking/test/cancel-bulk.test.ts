import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

const t = useTestService(bookingService);
const { attendee, fullAppointment, book, seats, attendancesOf } = bookingFixtures(t);
const { Confirmed, Canceled, OnWaitingList } = AttendanceStatus;

const statuses = async (appointmentId: string) => (await attendancesOf(appointmentId)).map((a) => [a.status, a.waitingListNumber]);

describe('bulk cancellations, deletion and cancelled appointments', () => {
  it('confirms a waiting attendee beyond the maximum and cancels others in one call', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 2, 3);
    const res = await t.call(
      'POST',
      '/api/Attendances/SetConfirmedStatusMultiple',
      { ConfirmedAttendances: [waiting[2]!.id], CancelledAttendances: [waiting[0]!.id] },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().confirmed).toMatchObject([{ id: waiting[2]!.id, status: Confirmed }]);
    expect(res.json().cancelled).toMatchObject([{ id: waiting[0]!.id, status: Canceled }]);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 3, lastWaitingNumber: 3 });

    // Over the maximum now: a freed place goes to nobody until the count is below it again.
    const cancel = await t.call(
      'POST',
      '/api/Attendances/SetConfirmedStatusMultiple',
      { CancelledAttendances: [confirmed[0]!.id] },
      manager,
    );
    expect(cancel.json().promoted).toEqual([]);
    expect(await statuses(appointmentId)).toEqual([
      [Canceled, null],
      [Confirmed, null],
      [Canceled, 1],
      [OnWaitingList, 2],
      [Confirmed, null],
    ]);
  });

  it('refuses empty lists, unknown ids and cancelled ones, changing nothing', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 1, 1);
    await t.call('PUT', `/api/Attendances/Cancel/${waiting[0]!.id}`, undefined, manager);
    const before = await attendancesOf(appointmentId);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'validation_failed'],
      [{ ConfirmedAttendances: [], CancelledAttendances: [] }, 400, 'validation_failed'],
      [{ CancelledAttendances: ['nope'] }, 400, 'validation_failed'],
      [{ CancelledAttendances: [confirmed[0]!.id, randomUUID()] }, 404, 'not_found'],
      [{ ConfirmedAttendances: [waiting[0]!.id] }, 409, 'attendance_cancelled'],
      [{ CancelledAttendances: [waiting[0]!.id] }, 409, 'attendance_cancelled'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.call('POST', '/api/Attendances/SetConfirmedStatusMultiple', body, manager);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    expect(await attendancesOf(appointmentId)).toEqual(before);
  });

  it("cancels an attendee's bookings of a course from a moment on", async () => {
    const manager = userCaller('manager');
    const courseId = randomUUID();
    const member = await attendee(manager.companyId);
    const dates = [inDays(3), inDays(10), inDays(17)];
    const ids: string[] = [];
    for (const date of dates) {
      const appointmentId = randomUUID();
      await t.announce(
        SchedulingEvents.AppointmentCreated,
        manager.companyId,
        payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, courseId, date, maxAttendees: 5 }),
      );
      ids.push((await book(manager, appointmentId, member)).json().id);
    }
    const res = await t.call(
      'POST',
      '/api/Attendances/SetCancelledStatusMultipleByCourse',
      { CourseId: courseId, AttendeeId: member, ClientLocalDateTime: `${inDays(10)}T18:00:00` },
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .cancelled.map((a: { id: string }) => a.id)
        .sort(),
    ).toEqual([ids[1], ids[2]].sort());
    const first = await t.call('GET', `/api/Attendances/${ids[0]}`, undefined, manager);
    expect(first.json()).toMatchObject({ status: Confirmed });
    const bad = await t.call(
      'POST',
      '/api/Attendances/SetCancelledStatusMultipleByCourse',
      { CourseId: courseId, AttendeeId: member },
      manager,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an attendance and gives its place to the waiting list', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed, waiting } = await fullAppointment(manager, 1, 1);
    const res = await t.call('DELETE', `/api/Attendances/${confirmed[0]!.id}`, undefined, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().promoted).toMatchObject([{ id: waiting[0]!.id, status: Confirmed }]);
    expect((await attendancesOf(appointmentId)).map((a) => a.id)).toEqual([waiting[0]!.id]);
    expect((await t.call('DELETE', `/api/Attendances/${confirmed[0]!.id}`, undefined, manager)).statusCode).toBe(404);
  });

  it("cancels an appointment's attendances when scheduling cancels it, once", async () => {
    const manager = userCaller('manager');
    const { appointmentId } = await fullAppointment(manager, 2, 1);
    const envelope = await t.emit(SchedulingEvents.AppointmentCancelled, manager.companyId, {
      appointmentId,
      canceledDate: new Date().toISOString(),
    });
    await eventually(async () => ((await statuses(appointmentId)).every(([s]) => s === Canceled) ? true : undefined), 10_000, 'cancelled');
    await t.redeliver(envelope);
    await new Promise((r) => setTimeout(r, 500));
    const events = (await t.outbox('booking.attendance.cancelled')).filter(
      (e) => (e.payload as { appointmentId: string }).appointmentId === appointmentId,
    );
    expect(events.map((e) => (e.payload as { by: string }).by)).toEqual(['appointment', 'appointment', 'appointment']);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 1 });
  });

  it("answers 404 for another company's attendances, appointments and attendees on every cancel route", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const { appointmentId, confirmed } = await fullAppointment(a, 1, 0);
    const attendeeId = confirmed[0]!.attendeeId;
    const id = confirmed[0]!.id;
    const calls: [string, string, unknown][] = [
      ['PUT', `/api/Attendances/Cancel/${id}`, undefined],
      ['PUT', `/api/Attendances/CancelByAppointmentId/${appointmentId}/${attendeeId}`, undefined],
      ['POST', '/api/Attendances/SetConfirmedStatusMultiple', { CancelledAttendances: [id] }],
      ['POST', '/api/Attendances/SetConfirmedStatusMultiple', { ConfirmedAttendances: [id] }],
      [
        'POST',
        '/api/Attendances/SetCancelledStatusMultipleByCourse',
        { CourseId: randomUUID(), AttendeeId: attendeeId, ClientLocalDateTime: '2026-01-01T00:00:00' },
      ],
      ['DELETE', `/api/Attendances/${id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'PUT', url, body, b);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    expect(await statuses(appointmentId)).toEqual([[Confirmed, null]]);
  });

  it('answers 403 to roles without access and 401 to anonymous callers', async () => {
    const manager = userCaller('manager');
    const { appointmentId, confirmed } = await fullAppointment(manager, 1, 0);
    const member: Caller = userCaller('attendee', manager.companyId);
    const id = confirmed[0]!.id;
    for (const [method, url, body] of [
      ['POST', '/api/Attendances/SetConfirmedStatusMultiple', { CancelledAttendances: [id] }],
      [
        'POST',
        '/api/Attendances/SetCancelledStatusMultipleByCourse',
        { CourseId: randomUUID(), AttendeeId: randomUUID(), ClientLocalDateTime: '2026-01-01T00:00:00' },
      ],
      ['DELETE', `/api/Attendances/${id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, body, member)).statusCode).toBe(403);
    }
    expect((await t.call('PUT', `/api/Attendances/Cancel/${id}`, undefined, { kind: 'anonymous' })).statusCode).toBe(401);
    expect(await statuses(appointmentId)).toEqual([[Confirmed, null]]);
  });
});
