import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents, SchedulingEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// An inactive attendee (switched off, left, or not started yet) books nothing: not by staff, not
// themself, not as a series; the answer is attendee_inactive and nothing is written.
const t = useTestService(bookingService);
const { appointment, book, seats } = bookingFixtures(t);

async function member(companyId: string, validity: { active?: boolean; fromDate?: string | null; tillDate?: string | null }) {
  const [attendeeId, login] = [randomUUID(), randomUUID()];
  const p = payloadOf(MembershipEvents.AttendeeUpdated, { attendeeId, applicationUserId: login, memberships: [], ...validity });
  await t.announce(MembershipEvents.AttendeeUpdated, companyId, p);
  return { attendeeId, login, p };
}
const written = async (attendeeId: string) => ({
  attendances: await t.db.system((tx) => tx.attendance.count({ where: { attendeeId } })),
  series: await t.db.system((tx) => tx.attendeeCourse.count({ where: { attendeeId } })),
  events: (await t.outbox()).length,
});

describe('an inactive attendee', () => {
  it.each([
    ['switched off', { active: false }],
    ['left yesterday', { active: true, tillDate: inDays(-1) }],
    ['starting tomorrow', { active: true, fromDate: inDays(1) }],
  ])('%s is refused for staff, themself and a series, writing nothing', async (_, validity) => {
    const staff = userCaller('employee');
    const { attendeeId, login } = await member(staff.companyId, validity);
    const appointmentId = await appointment(staff.companyId, 5);
    const dateTimeId = randomUUID();
    const p = payloadOf(SchedulingEvents.AppointmentCreated, { appointmentId: randomUUID(), dateTimeId, date: inDays(3), maxAttendees: 5 });
    await t.announce(SchedulingEvents.AppointmentCreated, staff.companyId, p);
    const before = await written(attendeeId);

    for (const caller of [staff, userCaller('attendee', staff.companyId, login)]) {
      const res = await book(caller, appointmentId, attendeeId);
      expect([res.statusCode, res.json().code]).toEqual([409, 'attendee_inactive']);
    }
    const series = await t.call(
      'POST',
      '/api/AttendeeCourses',
      { AttendeeId: attendeeId, DateTimeId: dateTimeId, ClientLocalDateTime: `${inDays(0)}T00:00:00` },
      staff,
    );
    expect([series.statusCode, series.json().code]).toEqual([409, 'attendee_inactive']);
    expect(await written(attendeeId)).toEqual(before);
    expect(await seats(appointmentId)).toEqual({ confirmedCount: 0, lastWaitingNumber: 0 });
  });

  it('books again once membership switches them back on, and an inactive "created" counts too', async () => {
    const staff = userCaller('manager');
    const { attendeeId, p } = await member(staff.companyId, { active: false });
    const appointmentId = await appointment(staff.companyId, 5);
    expect((await book(staff, appointmentId, attendeeId)).json().code).toBe('attendee_inactive');
    await t.announce(MembershipEvents.AttendeeUpdated, staff.companyId, { ...p, active: true, tillDate: inDays(30) });
    expect((await book(staff, appointmentId, attendeeId)).statusCode).toBe(200);

    const created = payloadOf(MembershipEvents.AttendeeCreated, {
      attendeeId: randomUUID(),
      applicationUserId: randomUUID(),
      active: false,
    });
    await t.announce(MembershipEvents.AttendeeCreated, staff.companyId, created);
    expect((await book(staff, appointmentId, created.attendeeId)).json().code).toBe('attendee_inactive');
  });
});
