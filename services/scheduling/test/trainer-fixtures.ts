import { expect } from 'vitest';
import { payloadOf, userCaller, type TestService } from '@takt/kit/testing';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

// Trainers, courses, date-times and appointments for the trainer and conflict tests.
export type Caller = ReturnType<typeof userCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function trainerFixtures(t: TestService<Client>) {
  const call = (method: Method, url: string, body: unknown, caller: Caller) => t.call(method, url, body, caller);

  async function trainer(companyId: string, over: Partial<{ firstName: string; lastName: string; roles: string[]; active: boolean }> = {}) {
    const p = {
      ...payloadOf(IdentityEvents.StaffUserSaved),
      firstName: 'Tina',
      lastName: 'Turner',
      roles: ['trainer'],
      active: true,
      ...over,
    };
    await t.announce(IdentityEvents.StaffUserSaved, companyId, p);
    return p.userId;
  }

  async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
    const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
    await t.announce(IdentityEvents.LocationCreated, companyId, p);
    return p.locationId;
  }

  async function room(caller: Caller, locationId: string, capacity = 20): Promise<string> {
    const res = await call('POST', '/api/Rooms', { Name: `Saal ${capacity}`, LocationId: locationId, Capacity: capacity }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  }

  /** A course with one date-time and its appointments generated; answers the ids. */
  async function courseWithAppointments(caller: Caller, dateTime: Record<string, unknown>, course: Record<string, unknown> = {}) {
    const courseId = (await call('POST', '/api/Courses', { Name: 'Yoga', MaxAttendees: 10, ...course }, caller)).json().id as string;
    const dt = await call('POST', '/api/DateTimes', { CourseId: courseId, TimeFrom: '10:00', TimeTill: '11:00', ...dateTime }, caller);
    expect(dt.statusCode, dt.body).toBe(200);
    const dateTimeId = dt.json().id as string;
    return { courseId, dateTimeId, appointmentIds: await generate(caller, dateTimeId) };
  }

  async function generate(caller: Caller, dateTimeId: string): Promise<string[]> {
    expect((await call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dateTimeId }, caller)).statusCode).toBe(200);
    const list = await call('GET', `/odata/Appointments?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, caller);
    return list.json().value.map((a: { id: string }) => a.id);
  }

  return { call, trainer, location, room, courseWithAppointments, generate };
}
