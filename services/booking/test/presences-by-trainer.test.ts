import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { IdentityEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Presence GetByTrainerId (spec section 7): the visits for bookings on the appointments a trainer teaches.
const t = useTestService(bookingService);
const { attendee, book } = bookingFixtures(t);

async function taught(companyId: string, trainerIds: string[]): Promise<string> {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, date: inDays(4), maxAttendees: 5, trainerIds });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}
async function location(companyId: string): Promise<string> {
  const p = payloadOf(IdentityEvents.LocationCreated, { name: 'Studio Mitte' });
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}
const listed = async (caller: Caller, trainerId: string, query = '') => {
  const res = await t.call('GET', `/odata/Presences/GetByTrainerId/${trainerId}${query}`, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value as { id: string }[]).map((p) => p.id).sort();
};

describe('presences per trainer', () => {
  it("lists the visits for the trainer's appointments, pages and filters them, and nothing of another company", async () => {
    const staff = userCaller('trainer');
    const [anna, ben] = [randomUUID(), randomUUID()];
    const mitte = await location(staff.companyId);
    const [hers, his] = [await taught(staff.companyId, [anna]), await taught(staff.companyId, [ben])];
    const visitFor = async (appointmentId: string) => {
      const member = await attendee(staff.companyId);
      const attendanceId = (await book(staff, appointmentId, member)).json().id;
      const body = { AttendeeId: member, LocationId: mitte, AttendanceIds: [attendanceId] };
      return (await t.call('POST', '/api/Presences/Enter', body, staff)).json().id as string;
    };
    const [first, second, other] = [await visitFor(hers), await visitFor(hers), await visitFor(his)];
    // A visit without a link to a booking belongs to no trainer.
    await t.call('POST', '/api/Presences/Enter', { AttendeeId: await attendee(staff.companyId), LocationId: mitte }, staff);

    expect(await listed(staff, anna)).toEqual([first, second].sort());
    expect(await listed(staff, ben)).toEqual([other]);
    expect(await listed(staff, randomUUID())).toEqual([]);
    expect(await listed(staff, anna, '?$top=1')).toHaveLength(1);
    await t.call(
      'POST',
      '/api/Presences/Leave',
      { AttendeeId: (await t.call('GET', `/api/Presences/${first}`, undefined, staff)).json().attendeeId },
      staff,
    );
    expect(await listed(staff, anna, `?$filter=${encodeURIComponent('isOnline eq true')}`)).toEqual([second]);

    expect(await listed(userCaller('manager'), anna)).toEqual([]);
    expect(
      (await t.call('GET', `/odata/Presences/GetByTrainerId/${anna}`, undefined, userCaller('attendee', staff.companyId))).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/odata/Presences/GetByTrainerId/not-an-id', undefined, staff)).json().code).toBe('validation_failed');
  });
});
