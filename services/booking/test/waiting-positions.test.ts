import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// The waiting line of a date-time's series places (spec AttendeeCourseWaitingPositions):
// positions 1..n without gaps, moved and closed up by the server, all-or-none for AddMultiple.
const t = useTestService(bookingService);
const { attendees } = bookingFixtures(t);
const url = '/api/AttendeeCourseWaitingPositions';
type Row = { id: string; attendeeId: string; position: number; firstName?: string };

async function dateTime(companyId: string): Promise<string> {
  const dateTimeId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId: randomUUID(), dateTimeId, date: inDays(5), maxAttendees: 5 });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return dateTimeId;
}
const join = (caller: Caller, attendeeId: string, dateTimeId: string, position?: number) =>
  t.call('POST', url, { AttendeeId: attendeeId, DateTimeId: dateTimeId, Position: position }, caller);
async function line(caller: Caller, dateTimeId: string): Promise<Row[]> {
  const res = await t.call(
    'GET',
    `/odata/AttendeeCourseWaitingPositions?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`,
    undefined,
    caller,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
const order = async (caller: Caller, dateTimeId: string) => (await line(caller, dateTimeId)).map((r) => [r.position, r.attendeeId]);
const stored = (dateTimeId: string) =>
  t.db.system((tx) => tx.attendeeCourseWaitingPosition.findMany({ where: { dateTimeId }, orderBy: { position: 'asc' } }));

describe('waiting positions of series places', () => {
  it('joins at the end or a place, moves, closes gaps and lets a booked series leave the line', async () => {
    const staff = userCaller('employee');
    const dt = await dateTime(staff.companyId);
    const [a, b, c, d] = (await attendees(staff.companyId, 4)) as [string, string, string, string];
    for (const x of [a, b, c]) expect((await join(staff, x, dt)).statusCode).toBe(200);
    const first = await join(staff, d, dt, 1);
    expect(first.json()).toMatchObject({ attendeeId: d, dateTimeId: dt, position: 1 });
    expect(await order(staff, dt)).toEqual([
      [1, d],
      [2, a],
      [3, b],
      [4, c],
    ]);
    expect((await line(staff, dt))[0]).toMatchObject({ firstName: 'Member' });

    const rowOf = async (x: string) => (await line(staff, dt)).find((r) => r.attendeeId === x)!;
    const moved = await t.call('PUT', `${url}/${(await rowOf(c)).id}`, { Position: 2 }, staff);
    expect(moved.json()).toMatchObject({ attendeeId: c, position: 2 });
    expect(await order(staff, dt)).toEqual([
      [1, d],
      [2, c],
      [3, a],
      [4, b],
    ]);
    await t.call('PUT', `${url}/${(await rowOf(d)).id}`, { Position: 99 }, staff);
    expect(await order(staff, dt)).toEqual([
      [1, c],
      [2, a],
      [3, b],
      [4, d],
    ]);

    const removed = await t.call('DELETE', `${url}/${(await rowOf(a)).id}`, undefined, staff);
    expect(removed.json()).toMatchObject({ attendeeId: a, position: 2 });
    expect(await order(staff, dt)).toEqual([
      [1, c],
      [2, b],
      [3, d],
    ]);

    const series = await t.call(
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: b, DateTimeId: dt, ClientLocalDateTime: `${inDays(0)}T00:00:00` },
      staff,
    );
    expect(series.statusCode, series.body).toBe(200);
    expect(await order(staff, dt)).toEqual([
      [1, c],
      [2, d],
    ]);
    expect((await join(staff, b, dt)).json().code).toBe('already_booked');
  });

  it('adds several in order, all or none, and refuses bad input writing nothing', async () => {
    const staff = userCaller('manager');
    const [dt, other] = [await dateTime(staff.companyId), await dateTime(staff.companyId)];
    const [a, b, c] = (await attendees(staff.companyId, 3)) as [string, string, string];
    const many = (items: unknown[]) => t.call('POST', `${url}/AddMultiple`, { AttendeeCourseWaitingPositions: items }, staff);
    const ok = await many([
      { AttendeeId: a, DateTimeId: dt },
      { AttendeeId: b, DateTimeId: dt, Position: 1 },
      { AttendeeId: a, DateTimeId: other },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await order(staff, dt)).toEqual([
      [1, b],
      [2, a],
    ]);

    const refused: [unknown[], number, string][] = [
      [
        [
          { AttendeeId: c, DateTimeId: dt },
          { AttendeeId: randomUUID(), DateTimeId: dt },
        ],
        404,
        'not_found',
      ],
      [
        [
          { AttendeeId: c, DateTimeId: dt },
          { AttendeeId: c, DateTimeId: randomUUID() },
        ],
        404,
        'not_found',
      ],
      [
        [
          { AttendeeId: c, DateTimeId: dt },
          { AttendeeId: a, DateTimeId: dt },
        ],
        409,
        'conflict',
      ],
      [
        [
          { AttendeeId: c, DateTimeId: dt },
          { AttendeeId: c, DateTimeId: dt },
        ],
        409,
        'conflict',
      ],
      [[], 400, 'validation_failed'],
      [[{ AttendeeId: c, DateTimeId: dt, Position: 0 }], 400, 'validation_failed'],
      [[{ AttendeeId: 'nobody', DateTimeId: dt }], 400, 'validation_failed'],
    ];
    for (const [items, status, code] of refused) {
      const res = await many(items);
      expect([res.statusCode, res.json().code], JSON.stringify(items)).toEqual([status, code]);
    }
    expect((await t.call('PUT', `${url}/${randomUUID()}`, { Position: 1 }, staff)).statusCode).toBe(404);
    expect((await t.call('PUT', `${url}/${ok.json()[0].id}`, { Position: -1 }, staff)).json().code).toBe('validation_failed');
    expect((await t.call('DELETE', `${url}/${randomUUID()}`, undefined, staff)).statusCode).toBe(404);
    expect(await stored(dt)).toMatchObject([
      { attendeeId: b, position: 1 },
      { attendeeId: a, position: 2 },
    ]);
    expect(await stored(dt)).toHaveLength(2);
  });

  it('keeps positions without gaps or twins when many join at once', async () => {
    const staff = userCaller('employee');
    const dt = await dateTime(staff.companyId);
    const many = await attendees(staff.companyId, 12);
    const answers = await Promise.all(many.map((x) => join(staff, x, dt)));
    expect(answers.map((r) => r.statusCode)).toEqual(many.map(() => 200));
    expect((await stored(dt)).map((r) => r.position)).toEqual(many.map((_, i) => i + 1));
  });

  it("answers 404 for another company's date-time, attendee and positions, and 403 to members", async () => {
    const staff = userCaller('employee');
    const dt = await dateTime(staff.companyId);
    const [mine] = (await attendees(staff.companyId, 1)) as [string];
    const row = (await join(staff, mine, dt)).json();
    const stranger = userCaller('manager');
    const [theirs] = (await attendees(stranger.companyId, 1)) as [string];

    expect((await join(stranger, theirs, dt)).statusCode).toBe(404);
    expect((await join(staff, theirs, dt)).statusCode).toBe(404);
    expect((await t.call('PUT', `${url}/${row.id}`, { Position: 1 }, stranger)).statusCode).toBe(404);
    expect((await t.call('DELETE', `${url}/${row.id}`, undefined, stranger)).statusCode).toBe(404);
    expect(await line(stranger, dt)).toEqual([]);

    const member = userCaller('attendee', staff.companyId);
    const calls: [string, string, unknown][] = [
      ['POST', url, { AttendeeId: mine, DateTimeId: dt }],
      ['POST', `${url}/AddMultiple`, { AttendeeCourseWaitingPositions: [{ AttendeeId: mine, DateTimeId: dt }] }],
      ['PUT', `${url}/${row.id}`, { Position: 1 }],
      ['DELETE', `${url}/${row.id}`, undefined],
      ['GET', '/odata/AttendeeCourseWaitingPositions', undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method as 'GET', path, body, member);
      expect([res.statusCode, res.json().code], `${method} ${path}`).toEqual([403, 'forbidden']);
    }
    expect(await stored(dt)).toMatchObject([{ id: row.id, position: 1 }]);
  });
});
