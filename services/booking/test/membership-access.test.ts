import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, MembershipEvents, SchedulingEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Courses open to some membership types only, each with its own price (spec section 3): who may
// book is checked at booking, and the price billing gets is the attendee's.
const t = useTestService(bookingService);
const { book } = bookingFixtures(t);

const [gold, silver] = [randomUUID(), randomUUID()];
const listed = [
  { membershipTypeId: gold, centCost: 0 },
  { membershipTypeId: silver, centCost: 800 },
];

async function member(companyId: string, memberships: { membershipTypeId: string; fromDate: string; tillDate: string | null }[]) {
  const attendeeId = randomUUID();
  await t.announce(MembershipEvents.AttendeeCreated, companyId, payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, memberships }));
  return attendeeId;
}

async function appointmentOfCourse(companyId: string, courseId: string, date = inDays(10)) {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, {
    appointmentId,
    courseId,
    date,
    centCost: 1500,
    membershipTypeAvailabilities: listed,
  });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}

const confirmedCosts = async () =>
  (await t.outbox('booking.attendance.confirmed')).map((e) => [
    (e.payload as { attendeeId: string }).attendeeId,
    (e.payload as { centCost: number }).centCost,
  ]);

describe('membership types that may book a course', () => {
  it('books members of a listed type at their price, refuses others with a stable code and changes nothing', async () => {
    const staff = userCaller('employee');
    const courseId = randomUUID();
    const appointmentId = await appointmentOfCourse(staff.companyId, courseId);
    const silverMember = await member(staff.companyId, [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null }]);
    const both = await member(staff.companyId, [
      { membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null },
      { membershipTypeId: gold, fromDate: '2026-01-01', tillDate: null },
    ]);
    const ended = await member(staff.companyId, [{ membershipTypeId: gold, fromDate: '2025-01-01', tillDate: inDays(9) }]);
    const other = await member(staff.companyId, [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }]);

    expect((await book(staff, appointmentId, silverMember)).json()).toMatchObject({ status: AttendanceStatus.Confirmed });
    expect((await book(staff, appointmentId, both)).json()).toMatchObject({ status: AttendanceStatus.Confirmed });
    for (const [refused, code] of [
      [ended, 'membership_not_active'],
      [other, 'not_available_for_attendee'],
    ] as const) {
      const res = await book(staff, appointmentId, refused);
      expect([res.statusCode, res.json().code]).toEqual([409, code]);
    }
    expect(await confirmedCosts()).toEqual([
      [silverMember, 800],
      [both, 0],
    ]);
    const listedNow = await t.call(
      'GET',
      `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${appointmentId}`)}&$count=true`,
      undefined,
      staff,
    );
    expect(listedNow.json()['@odata.count']).toBe(2);

    // The course opens to everyone: its own price applies to who had no listed type.
    const course = payloadOf(SchedulingEvents.CourseUpdated, { courseId, membershipTypeAvailabilities: [] });
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, course);
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, course);
    expect((await book(staff, appointmentId, other)).statusCode).toBe(200);
    expect((await confirmedCosts()).at(-1)).toEqual([other, 1500]);
  });

  it('keeps a course of another company out of reach', async () => {
    const a = userCaller('employee');
    const appointmentId = await appointmentOfCourse(a.companyId, randomUUID());
    const b = userCaller('employee');
    const theirs = await member(b.companyId, [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null }]);
    await t.announce(
      SchedulingEvents.CourseUpdated,
      b.companyId,
      payloadOf(SchedulingEvents.CourseUpdated, { membershipTypeAvailabilities: [] }),
    );
    expect((await book(b, appointmentId, theirs)).statusCode).toBe(404);
  });
});

describe('late events of a course (retried after a failure while later ones went ahead)', () => {
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  it('keeps the newer types, name and location when an older creation or change is handled after them', async () => {
    const staff = userCaller('employee');
    const [courseId, oldPlace, newPlace] = [randomUUID(), randomUUID(), randomUUID()];
    const appointmentId = await appointmentOfCourse(staff.companyId, courseId);
    const opened = payloadOf(SchedulingEvents.CourseUpdated, {
      courseId,
      name: 'Yoga neu',
      locationId: newPlace,
      membershipTypeAvailabilities: [],
    });
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, opened, { occurredAt: at(30) });
    const created = payloadOf(SchedulingEvents.CourseCreated, { courseId, name: 'Yoga', locationId: oldPlace });
    await t.announce(SchedulingEvents.CourseCreated, staff.companyId, created, { occurredAt: at(10) });
    const listedThen = { ...opened, name: 'Yoga', locationId: oldPlace, membershipTypeAvailabilities: listed };
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, listedThen, { occurredAt: at(20) });

    const course = await t.db.system((tx) =>
      tx.courseView.findUnique({ where: { id: courseId }, select: { name: true, locationId: true } }),
    );
    expect(course).toEqual({ name: 'Yoga neu', locationId: newPlace });
    const other = await member(staff.companyId, [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }]);
    expect((await book(staff, appointmentId, other)).statusCode).toBe(200);
  });

  it("keeps the course's newer types on an appointment whose older change is handled after them", async () => {
    const staff = userCaller('employee');
    const courseId = randomUUID();
    const appointmentId = await appointmentOfCourse(staff.companyId, courseId);
    const opened = payloadOf(SchedulingEvents.CourseUpdated, { courseId, membershipTypeAvailabilities: [] });
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, opened, { occurredAt: at(30) });
    const moved = payloadOf(SchedulingEvents.AppointmentUpdated, {
      appointmentId,
      courseId,
      date: inDays(11),
      centCost: 1500,
      membershipTypeAvailabilities: listed,
    });
    await t.announce(SchedulingEvents.AppointmentUpdated, staff.companyId, moved, { occurredAt: at(20) });
    const view = await t.db.system((tx) => tx.appointmentView.findUnique({ where: { id: appointmentId } }));
    expect(view).toMatchObject({ date: new Date(inDays(11)), membershipTypeAvailabilities: [] });
    const other = await member(staff.companyId, [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }]);
    expect((await book(staff, appointmentId, other)).statusCode).toBe(200);
  });
});
