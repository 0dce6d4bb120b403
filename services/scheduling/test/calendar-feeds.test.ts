import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, IdentityEvents } from '@takt/proto';
import { schedulingService } from '../src/service.ts';

// Secret, revocable iCal feeds of a location, read by calendar clients without login.
const t = useTestService(schedulingService);

type Caller = ReturnType<typeof userCaller>;
const iso = (d: Date) => d.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
/**
 * The last Sunday of `month0` (0-based) that the feed holds with its Saturday: the coming one, or
 * the one before when the coming one lies beyond the feed's next year (366 days from the studio's
 * today; a week before 25 Oct 2026 the coming one is 31 Oct 2027, 378 days ahead). The feed keeps
 * the last 90 days, and the one before is then at most 12 days back.
 */
function lastSundayInFeed(month0: number): string {
  const today = Date.parse(`${localDate()}T00:00:00Z`);
  const year = new Date(today).getUTCFullYear();
  const sundays = [year - 1, year, year + 1].map((y) => {
    const last = new Date(Date.UTC(y, month0 + 1, 0));
    return last.getTime() - last.getUTCDay() * DAY_MS;
  });
  const coming = sundays.findIndex((sunday) => sunday - DAY_MS > today);
  return iso(new Date(sundays[coming]! <= today + 366 * DAY_MS ? sundays[coming]! : sundays[coming - 1]!));
}
const dayBefore = (date: string) => iso(new Date(Date.parse(date) - DAY_MS));

async function location(companyId: string, name = 'Studio Mitte'): Promise<string> {
  const p = { ...payloadOf(IdentityEvents.LocationCreated), name };
  await t.announce(IdentityEvents.LocationCreated, companyId, p);
  return p.locationId;
}

/** A daily 18:00 course in the location on the day before and the day of a clock change. */
async function aroundClockChange(caller: Caller, courseId: string, sunday: string) {
  const dt = await t.call(
    'POST',
    '/api/DateTimes',
    { CourseId: courseId, DateFrom: dayBefore(sunday), DateTill: sunday, Period: 1, TimeFrom: '18:00', TimeTill: '19:00' },
    caller,
  );
  await t.call('POST', '/api/Appointments/AddByDateTimeId', { DateTimeId: dt.json().id }, caller);
}

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!), 'Europe/Berlin');
  const berlin = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, local: berlin.format(e.startDate.toJSDate()), summary: e.summary, status: v.getFirstPropertyValue('status') };
  });
}

describe('iCal feeds', () => {
  it('serves a location feed without login that keeps 18:00 local across both clock changes; a revoked URL answers 404', async () => {
    const a = userCaller('manager');
    const loc = await location(a.companyId);
    const course = (await t.call('POST', '/api/Courses', { Name: 'Yoga, sanft', MaxAttendees: 10, LocationId: loc }, a)).json().id;
    const other = (await t.call('POST', '/api/Courses', { Name: 'Woanders', MaxAttendees: 10 }, a)).json().id;
    const [march, october] = [lastSundayInFeed(2), lastSundayInFeed(9)];
    await aroundClockChange(a, course, march);
    await aroundClockChange(a, course, october);
    await aroundClockChange(a, other, march);

    const created = await t.call('POST', '/api/Calendar/Ical', { Kind: 'location', TargetId: loc }, a);
    expect(created.statusCode, created.body).toBe(200);
    const { id, path } = created.json();
    expect(path).toMatch(/^\/api\/Calendar\/Ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, a)).json()).toMatchObject([
      { id, kind: 'location', targetId: loc, targetName: 'Studio Mitte', path },
    ]);

    const feed = await t.call('GET', path);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = parse(feed.body);
    expect(events.map((e) => e.local).sort()).toEqual(
      [`${dayBefore(march)} 18:00`, `${march} 18:00`, `${dayBefore(october)} 18:00`, `${october} 18:00`].sort(),
    );
    expect(events.every((e) => e.summary === 'Yoga, sanft' && e.status === 'CONFIRMED')).toBe(true);
    expect(parse((await t.call('GET', path)).body).map((e) => e.uid)).toEqual(events.map((e) => e.uid));

    expect((await t.call('DELETE', `/api/Calendar/Ical/${id}`, undefined, a)).statusCode).toBe(200);
    const revoked = await t.call('GET', path);
    expect([revoked.statusCode, revoked.json().code]).toEqual([404, 'not_found']);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, a)).json()).toEqual([]);
  });

  it("serves a trainer's feed: the appointments they teach", async () => {
    const a = userCaller('admin');
    const trainerId = randomUUID();
    await t.db.system((tx) =>
      tx.trainerView.create({ data: { id: trainerId, companyId: a.companyId, firstName: 'Tom', lastName: 'Berg' } }),
    );
    const course = (await t.call('POST', '/api/Courses', { Name: 'Pilates', MaxAttendees: 10 }, a)).json().id;
    const sunday = lastSundayInFeed(2);
    await aroundClockChange(a, course, sunday);
    const filter = encodeURIComponent(`courseId eq ${course} and date eq ${sunday}`);
    const [taught] = (await t.call('GET', `/odata/Appointments?$filter=${filter}`, undefined, a)).json().value;
    await t.db.system((tx) =>
      tx.appointmentTrainer.create({ data: { id: randomUUID(), companyId: a.companyId, appointmentId: taught.id, trainerId } }),
    );

    const unknown = await t.call('POST', '/api/Calendar/Ical', { Kind: 'trainer', TargetId: randomUUID() }, a);
    expect(unknown.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'targetId' }] } });
    const created = await t.call('POST', '/api/Calendar/Ical', { Kind: 'trainer', TargetId: trainerId }, a);
    expect(created.statusCode, created.body).toBe(200);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, a)).json()).toMatchObject([{ kind: 'trainer', targetName: 'Tom Berg' }]);
    const feed = await t.call('GET', created.json().path);
    expect(feed.body).toContain('X-WR-CALNAME:Tom Berg');
    expect(parse(feed.body).map((e) => [e.uid, e.local])).toEqual([[`${taught.id}@takt`, `${sunday} 18:00`]]);
  });

  it('refuses bad input, unknown or foreign locations and malformed tokens with a stable code', async () => {
    const a = userCaller('admin');
    const foreign = await location(userCaller('admin').companyId);
    for (const body of [
      { Kind: 'member', TargetId: await location(a.companyId) },
      { Kind: 'trainer', TargetId: 'x' },
      { Kind: 'location', TargetId: 'x' },
      {},
    ]) {
      expect((await t.call('POST', '/api/Calendar/Ical', body, a)).json().code).toBe('validation_failed');
    }
    for (const targetId of [foreign, randomUUID()]) {
      const res = await t.call('POST', '/api/Calendar/Ical', { Kind: 'location', TargetId: targetId }, a);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'targetId' }] } });
    }
    expect((await t.call('GET', '/api/Calendar/Ical/short.ics')).json().code).toBe('validation_failed');
    expect((await t.call('GET', `/api/Calendar/Ical/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, a)).json()).toEqual([]);
  });

  it("answers 404 for another company's feed and 403 for roles without calendarEdit", async () => {
    const a = userCaller('admin');
    const loc = await location(a.companyId);
    const { id } = (await t.call('POST', '/api/Calendar/Ical', { Kind: 'location', TargetId: loc }, a)).json();
    expect((await t.call('DELETE', `/api/Calendar/Ical/${id}`, undefined, userCaller('admin'))).statusCode).toBe(404);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, userCaller('admin'))).json()).toEqual([]);
    const employee = userCaller('employee', a.companyId);
    expect((await t.call('POST', '/api/Calendar/Ical', { Kind: 'location', TargetId: loc }, employee)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/Calendar/Ical/${id}`, undefined, employee)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, a)).json()).toHaveLength(1);
  });

  it("serves a person's own feed of what they booked: kept, cancelled by the studio, not what they cancelled; only theirs to see and revoke", async () => {
    const staff = userCaller('manager');
    const member = userCaller('attendee', staff.companyId);
    const course = (await t.call('POST', '/api/Courses', { Name: 'Yin Yoga', MaxAttendees: 10 }, staff)).json().id;
    const sunday = lastSundayInFeed(9);
    await aroundClockChange(staff, course, sunday);
    const filter = encodeURIComponent(`courseId eq ${course}`);
    const [kept, cancelled] = (await t.call('GET', `/odata/Appointments?$filter=${filter}&$orderby=date`, undefined, staff)).json().value;
    const booked = (appointmentId: string) => ({
      ...payloadOf(BookingEvents.AttendanceConfirmed),
      appointmentId,
      courseId: course,
      applicationUserId: member.userId,
    });
    const keptBooking = booked(kept.id);
    const cancelledBooking = booked(cancelled.id);
    await t.announce(BookingEvents.AttendanceConfirmed, staff.companyId, keptBooking);
    await t.announce(BookingEvents.AttendanceConfirmed, staff.companyId, cancelledBooking);
    expect((await t.call('GET', `/api/Appointments/Cancel/${cancelled.id}/de?reason=Krank`, undefined, staff)).statusCode).toBe(200);
    const cancel = (b: typeof keptBooking, by: 'appointment' | 'attendee') =>
      t.announce(BookingEvents.AttendanceCancelled, staff.companyId, {
        ...payloadOf(BookingEvents.AttendanceCancelled),
        ...b,
        previousStatus: 2,
        by,
      });
    await cancel(cancelledBooking, 'appointment');

    const created = await t.call('POST', '/api/Calendar/Ical/Mine', undefined, member);
    expect(created.statusCode, created.body).toBe(200);
    const { id, path } = created.json();
    expect((await t.call('GET', '/api/Calendar/Ical/Mine', undefined, member)).json()).toMatchObject([{ id, kind: 'member', path }]);
    expect((await t.call('GET', '/api/Calendar/Ical', undefined, staff)).json()).toEqual([]);

    const events = () => t.call('GET', path).then((r) => parse(r.body).map((e) => [e.uid, e.status]));
    expect(await events()).toEqual([
      [`${kept.id}@takt`, 'CONFIRMED'],
      [`${cancelled.id}@takt`, 'CANCELLED'],
    ]);
    await cancel(keptBooking, 'attendee');
    expect(await events()).toEqual([[`${cancelled.id}@takt`, 'CANCELLED']]);

    const neighbour = userCaller('attendee', staff.companyId);
    expect((await t.call('GET', '/api/Calendar/Ical/Mine', undefined, neighbour)).json()).toEqual([]);
    expect((await t.call('DELETE', `/api/Calendar/Ical/Mine/${id}`, undefined, neighbour)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/Calendar/Ical/${id}`, undefined, staff)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/Calendar/Ical/Mine/${id}`, undefined, userCaller('attendee'))).statusCode).toBe(404);
    expect((await t.call('POST', '/api/Calendar/Ical/Mine')).statusCode).toBe(401);
    expect((await t.call('GET', path)).statusCode).toBe(200);

    expect((await t.call('DELETE', `/api/Calendar/Ical/Mine/${id}`, undefined, member)).statusCode).toBe(200);
    expect((await t.call('GET', path)).statusCode).toBe(404);
  });
});
