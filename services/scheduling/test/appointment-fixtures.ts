import { expect } from 'vitest';
import { payloadOf, userCaller, type TestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

// Shared set-up of the appointment tests: a course with one generated appointment.
export type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function appointmentFixtures(t: TestService<Client>) {
  const call = (method: Method, url: string, body: unknown, caller?: Caller) => t.call(method, url, body, caller);

  async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
    const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
    await t.announce(IdentityEvents.LocationCreated, companyId, p);
    return p.locationId;
  }

  async function room(caller: Caller, locationId: string, name = 'Saal 1'): Promise<string> {
    const res = await call('POST', '/api/Rooms', { Name: name, LocationId: locationId }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  /** One appointment on `date` (default 3 March 2031, 10:00 to 11:00) of a new course. */
  async function appointment(
    caller: Caller,
    course: Record<string, unknown> = {},
    date = '2031-03-03',
  ): Promise<{ id: string; courseId: string; dateTimeId: string }> {
    const courseId = (await call('POST', '/api/Courses', { Name: 'Pilates', MaxAttendees: 3, ...course }, caller)).json().id as string;
    const dt = await call(
      'POST',
      '/api/DateTimes',
      { CourseId: courseId, DateFrom: date, DateTill: date, Period: 1, TimeFrom: '10:00', TimeTill: '11:00' },
      caller,
    );
    expect(dt.statusCode, dt.body).toBe(200);
    const dateTimeId = dt.json().id as string;
    await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId }, caller);
    const list = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, caller);
    return { id: list.json().value[0].id as string, courseId, dateTimeId };
  }

  const book = (id: string, count = 1) => t.db.system((tx) => tx.appointment.update({ where: { id }, data: { bookedCount: count } }));

  return { call, location, room, appointment, book };
}
