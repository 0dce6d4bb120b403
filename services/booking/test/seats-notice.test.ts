import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { notifySubject, SchedulingEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// Seats move live: after a booking, a cancellation or an appointment's cancellation the company's
// connected clients get one UpdateAppointmentSeats notice naming the appointment.
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);

async function listen() {
  const notices: { subject: string; body: unknown }[] = [];
  const sub = await t.env.bus.listen(
    'notify.>',
    (subject, data) => void notices.push({ subject, body: JSON.parse(Buffer.from(data).toString()) }),
  );
  return { notices, stop: () => sub.stop() };
}

describe('seat notices', () => {
  it('tells the company after a booking, a cancellation and a cancelled appointment, and nothing after a refusal', async () => {
    const staff = userCaller('employee');
    const appointmentId = await appointment(staff.companyId, 1);
    const member = await attendee(staff.companyId);
    const { notices, stop } = await listen();
    const seatsNotice = { subject: notifySubject(staff.companyId, 'UpdateAppointmentSeats'), body: { appointmentIds: [appointmentId] } };

    const booked = await book(staff, appointmentId, member);
    expect(booked.statusCode).toBe(200);
    await eventually(async () => (notices.length === 1 ? true : undefined));
    expect(notices).toEqual([seatsNotice]);

    expect((await book(staff, appointmentId, member)).json().code).toBe('already_booked');
    expect((await t.call('PUT', `/api/Attendances/Cancel/${booked.json().id}`, undefined, staff)).statusCode).toBe(200);
    await eventually(async () => (notices.length === 2 ? true : undefined));
    expect(notices).toEqual([seatsNotice, seatsNotice]);

    await t.announce(
      SchedulingEvents.AppointmentCancelled,
      staff.companyId,
      payloadOf(SchedulingEvents.AppointmentCancelled, { appointmentId }),
    );
    await eventually(async () => (notices.length === 3 ? true : undefined));
    expect(notices[2]).toEqual(seatsNotice);
    await stop();
  });
});
