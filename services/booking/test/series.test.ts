import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, MembershipEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Series bookings: every coming appointment of a date-time, new ones included; ending a series
// cancels its coming bookings and promotes the waiting.
const t = useTestService(bookingService);
const { attendee, attendees, book, attendancesOf } = bookingFixtures(t);
const { Confirmed, OnWaitingList, Canceled } = AttendanceStatus;

async function dateTimeAppointment(companyId: string, dateTimeId: string, date: string, maxAttendees = 5): Promise<string> {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, dateTimeId, date, timeFrom: '18:00', maxAttendees });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}
const post = (url: string, body: unknown, caller: Caller) => t.call('POST', url, body, caller);
const clientNow = () => `${inDays(0)}T00:00:00`;

describe('series bookings', () => {
  it('books the coming appointments (full ones on the waiting list), follows new ones and ends with promotion', async () => {
    const staff = userCaller('employee');
    const dateTimeId = randomUUID();
    const [a1, a2] = [
      await dateTimeAppointment(staff.companyId, dateTimeId, inDays(3)),
      await dateTimeAppointment(staff.companyId, dateTimeId, inDays(10), 1),
    ];
    await dateTimeAppointment(staff.companyId, randomUUID(), inDays(4));
    const [member, other] = await attendees(staff.companyId, 2);
    await book(staff, a2, other!);

    const res = await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() }, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().series).toMatchObject({ attendeeId: member, dateTimeId, cancelled: false });
    expect(res.json().booked.map((a: { appointmentId: string; status: number }) => [a.appointmentId, a.status])).toEqual([
      [a1, Confirmed],
      [a2, OnWaitingList],
    ]);
    expect(
      (await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() }, staff)).json()
        .code,
    ).toBe('already_booked');

    const a3 = await dateTimeAppointment(staff.companyId, dateTimeId, inDays(17));
    expect((await attendancesOf(a3)).map((a) => [a.attendeeId, a.status])).toEqual([[member, Confirmed]]);

    const list = (
      await t.call('GET', `/odata/AttendeeCourses?$filter=${encodeURIComponent(`dateTimeId eq ${dateTimeId}`)}`, undefined, staff)
    ).json();
    expect(list.value).toMatchObject([{ id: res.json().series.id, attendeeFullName: 'No 1, Member' }]);

    // Freeing a2's place by cancelling the other booking promotes the series member on it.
    const otherBooking = (await attendancesOf(a2)).find((a) => a.attendeeId === other)!;
    await t.call('PUT', `/api/Attendances/Cancel/${otherBooking.id}`, undefined, staff);
    const ended = await t.call('DELETE', `/api/AttendeeCourses/${res.json().series.id}`, undefined, staff);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().series).toMatchObject({ cancelled: true });
    expect(
      ended
        .json()
        .cancelled.map((a: { appointmentId: string }) => a.appointmentId)
        .sort(),
    ).toEqual([a1, a2, a3].sort());
    for (const id of [a1, a2, a3]) expect((await attendancesOf(id)).find((a) => a.attendeeId === member)!.status).toBe(Canceled);
    expect((await t.call('DELETE', `/api/AttendeeCourses/${res.json().series.id}`, undefined, staff)).json().code).toBe(
      'attendance_cancelled',
    );
    const a4 = await dateTimeAppointment(staff.companyId, dateTimeId, inDays(24));
    expect(await attendancesOf(a4)).toEqual([]);
  });

  it("books only the dates the attendee's membership covers, now and when new appointments come", async () => {
    const staff = userCaller('employee');
    const [dateTimeId, silver] = [randomUUID(), randomUUID()];
    const listed = { membershipTypeAvailabilities: [{ membershipTypeId: silver, centCost: 700 }] };
    const dated = async (date: string) => {
      const appointmentId = randomUUID();
      const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId, dateTimeId, date, ...listed });
      await t.announce(SchedulingEvents.AppointmentCreated, staff.companyId, p);
      return appointmentId;
    };
    const [covered, after] = [await dated(inDays(3)), await dated(inDays(10))];
    const member = randomUUID();
    const memberships = [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: inDays(5) }];
    await t.announce(
      MembershipEvents.AttendeeCreated,
      staff.companyId,
      payloadOf(MembershipEvents.AttendeeCreated, { attendeeId: member, memberships }),
    );
    const stranger = await attendee(staff.companyId);

    const res = await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() }, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booked.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([covered]);
    expect(await attendancesOf(after)).toEqual([]);
    const refused = await post(
      '/api/AttendeeCourses',
      { AttendeeId: stranger, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() },
      staff,
    );
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'not_available_for_attendee']);

    // A new appointment after the membership ended is skipped, not a failed event.
    const later = await dated(inDays(17));
    const next = await dated(inDays(4));
    expect((await attendancesOf(next)).map((a) => a.attendeeId)).toEqual([member]);
    expect(await attendancesOf(later)).toEqual([]);
  });

  it('books several at once or none, and refuses bad input', async () => {
    const staff = userCaller('manager');
    const dateTimeId = randomUUID();
    await dateTimeAppointment(staff.companyId, dateTimeId, inDays(5));
    const member = await attendee(staff.companyId);
    const many = (body: unknown) => post('/api/AttendeeCourses/AddMultiple', body, staff);
    const unknown = {
      AttendeeCourses: [
        { AttendeeId: member, DateTimeId: dateTimeId },
        { AttendeeId: randomUUID(), DateTimeId: dateTimeId },
      ],
      ClientLocalDateTime: clientNow(),
    };
    expect((await many(unknown)).json().code).toBe('not_found');
    expect(await t.db.system((tx) => tx.attendeeCourse.count({ where: { dateTimeId } }))).toBe(0);
    expect((await many({ AttendeeCourses: [], ClientLocalDateTime: clientNow() })).json().code).toBe('validation_failed');
    expect(
      (
        await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: randomUUID(), ClientLocalDateTime: clientNow() }, staff)
      ).json(),
    ).toMatchObject({ code: 'not_found' });
    expect(
      (await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: 'morgen' }, staff)).json()
        .code,
    ).toBe('validation_failed');
    const ok = await many({ AttendeeCourses: [{ AttendeeId: member, DateTimeId: dateTimeId }], ClientLocalDateTime: clientNow() });
    expect(ok.json()).toHaveLength(1);
  });

  it("answers 404 for another company's series and attendee, and 403 to members", async () => {
    const a = userCaller('employee');
    const b = userCaller('employee');
    const dateTimeId = randomUUID();
    await dateTimeAppointment(a.companyId, dateTimeId, inDays(5));
    const member = await attendee(a.companyId);
    const series = (
      await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() }, a)
    ).json().series;
    expect((await t.call('GET', `/api/AttendeeCourses/${series.id}`, undefined, b)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/AttendeeCourses/${series.id}`, undefined, b)).statusCode).toBe(404);
    expect(
      (await post('/api/AttendeeCourses', { AttendeeId: member, DateTimeId: dateTimeId, ClientLocalDateTime: clientNow() }, b)).statusCode,
    ).toBe(404);
    expect((await t.call('GET', '/odata/AttendeeCourses', undefined, b)).json().value).toEqual([]);
    expect((await t.call('GET', `/api/AttendeeCourses/${series.id}`, undefined, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});
