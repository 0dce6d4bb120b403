import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startService } from '@takt/kit';
import { assertSchemaMatchesMigrations, createTestEnv, eventually, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, SchedulingEvents, type Caller } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';
import { bookingService } from '../src/service.ts';

const t = useTestService(bookingService);

const call = (method: 'GET' | 'POST', url: string, payload: unknown, caller: Caller) => t.call(method, url, payload, caller);
const { appointment: givenAppointment, attendee: givenAttendee, book } = bookingFixtures(t);

describe('booking', () => {
  it('refuses to start while a contract of the service has no handler', async () => {
    const env = await createTestEnv('booking-unhandled');
    try {
      const partial = { ...bookingService, routes: () => undefined };
      await expect(startService(partial, env)).rejects.toThrow(/booking: no handler for POST \/api\/Attendances/);
    } finally {
      await env.dispose();
    }
  });

  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('confirms up to the capacity, then numbers the waiting list', async () => {
    const manager = userCaller('manager');
    const appointmentId = await givenAppointment(manager.companyId, 1);
    const [a, b, c] = [
      await givenAttendee(manager.companyId),
      await givenAttendee(manager.companyId),
      await givenAttendee(manager.companyId),
    ];

    const first = await book(manager, appointmentId, a);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      attendeeId: a,
      appointmentId,
      status: AttendanceStatus.Confirmed,
      source: 0,
      attendeeOnWaitingListNumber: null,
    });
    const second = await book(manager, appointmentId, b);
    expect(second.json()).toMatchObject({ status: AttendanceStatus.OnWaitingList, attendeeOnWaitingListNumber: 1 });
    const third = await book(manager, appointmentId, c);
    expect(third.json()).toMatchObject({ status: AttendanceStatus.OnWaitingList, attendeeOnWaitingListNumber: 2 });

    const one = await call('GET', `/api/Attendances/${first.json().id}`, undefined, manager);
    expect(one.json()).toEqual(first.json());

    const waiting = await call(
      'GET',
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId} and status eq 4`)}&$orderby=attendeeOnWaitingListNumber&$count=true`,
      undefined,
      manager,
    );
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()['@odata.count']).toBe(2);
    expect(waiting.json().value.map((v: { attendeeId: string }) => v.attendeeId)).toEqual([b, c]);
    const all = await call('GET', '/odata/Attendances?$count=true', undefined, manager);
    expect(all.json().value.map((v: { id: string }) => v.id)).toEqual([third.json().id, second.json().id, first.json().id]);
  });

  it('answers 409 already_booked for a second live booking of the same attendee', async () => {
    const manager = userCaller('manager');
    const appointmentId = await givenAppointment(manager.companyId, 5);
    const attendeeId = await givenAttendee(manager.companyId);
    expect((await book(manager, appointmentId, attendeeId)).statusCode).toBe(200);
    const again = await book(manager, appointmentId, attendeeId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_booked');

    const other = await givenAttendee(manager.companyId);
    const raced = await Promise.all([1, 2, 3].map(() => book(manager, appointmentId, other)));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 404 for unknown or foreign appointments, attendees and attendances; 409 when cancelled', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const appointmentA = await givenAppointment(a.companyId, 5);
    const attendeeA = await givenAttendee(a.companyId);
    const attendeeB = await givenAttendee(b.companyId);

    for (const res of [
      await book(a, randomUUID(), attendeeA),
      await book(b, appointmentA, attendeeB),
      await book(a, appointmentA, attendeeB),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const booked = await book(a, appointmentA, attendeeA);
    expect((await call('GET', `/api/Attendances/${booked.json().id}`, undefined, b)).statusCode).toBe(404);
    expect((await call('GET', '/odata/Attendances?$count=true', undefined, b)).json()['@odata.count']).toBe(0);

    await t.emit(SchedulingEvents.AppointmentCancelled, a.companyId, {
      appointmentId: appointmentA,
      canceledDate: new Date().toISOString(),
    });
    const cancelled = await eventually(
      async () => {
        const res = await book(a, appointmentA, await givenAttendee(a.companyId));
        return res.statusCode === 409 ? res : undefined;
      },
      10_000,
      'cancellation',
    );
    expect(cancelled.json().code).toBe('appointment_cancelled');
  });

  it('lets a trainer book, refuses a member booking someone else (as unknown) and invalid bodies', async () => {
    const trainer = userCaller('trainer');
    const appointmentId = await givenAppointment(trainer.companyId, 5);
    const attendeeId = await givenAttendee(trainer.companyId);
    expect((await book(trainer, appointmentId, attendeeId)).statusCode).toBe(200);
    expect((await book(userCaller('attendee', trainer.companyId), appointmentId, attendeeId)).statusCode).toBe(404);

    const bad = await call('POST', '/api/Attendances', { AttendeeId: 'nope', Note: 'x'.repeat(1001) }, trainer);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['attendeeId', 'appointmentId', 'note']));
  });

  it('records booking.attendance.confirmed and .waitlisted in the outbox with the read-model facts', async () => {
    const manager = userCaller('manager');
    const appointmentId = await givenAppointment(manager.companyId, 1, { centCost: 1250 });
    const userId = randomUUID();
    const a = await givenAttendee(manager.companyId, userId);
    const b = await givenAttendee(manager.companyId, null);
    const confirmed = (await book(manager, appointmentId, a)).json();
    const waitlisted = (await book(manager, appointmentId, b)).json();

    // Both subjects in write order, selected by appointment.
    const rows = (await t.outbox()).filter((e) => (e.payload as { appointmentId?: string }).appointmentId === appointmentId);
    expect(rows.map((r) => r.subject)).toEqual(['booking.attendance.confirmed', 'booking.attendance.waitlisted']);
    expect(rows[0]).toMatchObject({
      companyId: manager.companyId,
      payload: {
        attendanceId: confirmed.id,
        attendeeId: a,
        applicationUserId: userId,
        centCost: 1250,
        courseName: 'Yoga',
        date: inDays(10),
        timeFrom: '18:00',
      },
    });
    expect(rows[1]!.payload).toMatchObject({ attendanceId: waitlisted.id, applicationUserId: null, waitingListNumber: 1 });
  });
});
