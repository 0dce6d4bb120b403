import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { schedulingService } from '../src/service.ts';
import { appointmentFixtures } from './appointment-fixtures.ts';

// Cancelling an appointment (with a reason, once) and deleting one nobody booked.
const t = useTestService(schedulingService);
const { call, appointment, book } = appointmentFixtures(t);

const eventsOf = async (subject: string, id: string) =>
  (await t.outbox(subject)).filter((e) => (e.payload as { appointmentId: string }).appointmentId === id);

describe('cancelling an appointment', () => {
  it('stores the reason, publishes AppointmentCancelled once and refuses a second cancel or a change', async () => {
    const a = userCaller('employee');
    const { id } = await appointment(a);
    const reason = encodeURIComponent('Trainerin krank');
    const res = await call('GET', `/api/Appointments/Cancel/${id}/de?reason=${reason}`, undefined, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, isCancelled: true, reason: 'Trainerin krank' });
    expect(res.json().canceledDate).toEqual(expect.any(String));
    const [event] = await eventsOf('scheduling.appointment.cancelled', id);
    expect(event).toMatchObject({ companyId: a.companyId, payload: { reason: 'Trainerin krank', locale: 'de' } });

    const again = await call('GET', `/api/Appointments/Cancel/${id}/en`, undefined, a);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'appointment_cancelled' });
    const moved = { Date: '2031-03-05', TimeFrom: '18:00', TimeTill: '19:00', MaxAttendees: 5 };
    expect((await call('PUT', `/api/Appointments/${id}`, moved, a)).json()).toMatchObject({ code: 'appointment_cancelled' });
    expect(await eventsOf('scheduling.appointment.cancelled', id)).toHaveLength(1);
  });

  it('cancels without a reason in English; refuses a bad locale, a long reason and foreign ids', async () => {
    const a = userCaller('manager');
    const { id } = await appointment(a);
    expect((await call('GET', `/api/Appointments/Cancel/${id}/fr`, undefined, a)).json()).toMatchObject({ code: 'validation_failed' });
    const long = await call('GET', `/api/Appointments/Cancel/${id}/de?reason=${'x'.repeat(501)}`, undefined, a);
    expect(long.json()).toMatchObject({ code: 'validation_failed' });
    expect((await call('GET', `/api/Appointments/Cancel/${id}/de`, undefined, userCaller('manager'))).statusCode).toBe(404);
    expect((await call('GET', `/api/Appointments/Cancel/${randomUUID()}/de`, undefined, a)).statusCode).toBe(404);
    for (const role of ['attendee', 'trainer'] as const) {
      expect((await call('GET', `/api/Appointments/Cancel/${id}/de`, undefined, userCaller(role, a.companyId))).statusCode).toBe(403);
    }
    const res = await call('GET', `/api/Appointments/Cancel/${id}/en`, undefined, a);
    expect(res.json()).toMatchObject({ isCancelled: true, reason: null });
    const [event] = await eventsOf('scheduling.appointment.cancelled', id);
    expect(event!.payload).toMatchObject({ locale: 'en' });
    expect(event!.payload).not.toHaveProperty('reason');
  });
});

describe('deleting an appointment', () => {
  it('deletes one without bookings and publishes AppointmentDeleted; a booked one answers in_use', async () => {
    const a = userCaller('employee');
    const free = await appointment(a);
    const booked = await appointment(a);
    await book(booked.id, 1);
    expect((await call('DELETE', `/api/Appointments/${free.id}`, undefined, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await call('DELETE', `/api/Appointments/${free.id}`, undefined, userCaller('employee'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Appointments/${free.id}`, undefined, a)).statusCode).toBe(200);
    expect((await call('GET', `/api/Appointments/${free.id}`, undefined, a)).statusCode).toBe(404);
    expect(await eventsOf('scheduling.appointment.deleted', free.id)).toHaveLength(1);

    const refused = await call('DELETE', `/api/Appointments/${booked.id}`, undefined, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use' });
    expect((await call('GET', `/api/Appointments/${booked.id}`, undefined, a)).statusCode).toBe(200);
    expect(await eventsOf('scheduling.appointment.deleted', booked.id)).toHaveLength(0);
  });
});
