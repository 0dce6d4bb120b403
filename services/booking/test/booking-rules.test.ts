import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, IdentityEvents, MembershipEvents, SchedulingEvents } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// Who may book what (spec sections 3 and 9): the membership the course is open to, active at the
// appointment's date, for staff and members alike; members within the company's advance days.
const t = useTestService(bookingService);
const { appointment, book, seats, attendancesOf } = bookingFixtures(t);

const [gold, silver] = [randomUUID(), randomUUID()];
const listed = [
  { membershipTypeId: gold, centCost: 0 },
  { membershipTypeId: silver, centCost: 800 },
];

async function member(
  companyId: string,
  applicationUserId: string,
  memberships: { membershipTypeId: string; fromDate: string; tillDate: string | null }[],
) {
  const attendeeId = randomUUID();
  const p = payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, applicationUserId, memberships });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return attendeeId;
}

async function listedAppointment(companyId: string, date = inDays(10)) {
  const appointmentId = randomUUID();
  const p = payloadOf(SchedulingEvents.AppointmentCreated, {
    appointmentId,
    date,
    maxAttendees: 5,
    centCost: 1500,
    membershipTypeAvailabilities: listed,
  });
  await t.announce(SchedulingEvents.AppointmentCreated, companyId, p);
  return appointmentId;
}

const settings = (days: number) => payloadOf(IdentityEvents.SettingsSaved, { appointmentBookingInAdvanceDays: days });

/** What a refused booking must leave alone: the appointment's rows, counters and the outbox. */
async function untouched(appointmentId: string) {
  const outbox = (await t.outbox('booking.attendance.confirmed')).length + (await t.outbox('booking.attendance.waitlisted')).length;
  return { attendances: await attendancesOf(appointmentId), seats: await seats(appointmentId), outbox };
}

describe('membership rules of a booking', () => {
  it('answers its own code for an unlisted type and for a listed one not active at the date, for staff and members, writing nothing', async () => {
    const staff = userCaller('employee');
    const appointmentId = await listedAppointment(staff.companyId);
    const [ownLogin, endedLogin, strangerLogin] = [randomUUID(), randomUUID(), randomUUID()];
    const own = await member(staff.companyId, ownLogin, [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null }]);
    const ended = await member(staff.companyId, endedLogin, [{ membershipTypeId: gold, fromDate: '2025-01-01', tillDate: inDays(9) }]);
    const notYet = await member(staff.companyId, randomUUID(), [{ membershipTypeId: gold, fromDate: inDays(11), tillDate: null }]);
    const stranger = await member(staff.companyId, strangerLogin, [
      { membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null },
    ]);

    const before = await untouched(appointmentId);
    const cases: [ReturnType<typeof userCaller>, string, string][] = [
      [staff, ended, 'membership_not_active'],
      [userCaller('attendee', staff.companyId, endedLogin), ended, 'membership_not_active'],
      [staff, notYet, 'membership_not_active'],
      [staff, stranger, 'not_available_for_attendee'],
      [userCaller('attendee', staff.companyId, strangerLogin), stranger, 'not_available_for_attendee'],
    ];
    for (const [caller, attendeeId, code] of cases) {
      const res = await book(caller, appointmentId, attendeeId);
      expect([res.statusCode, res.json().code], attendeeId).toEqual([409, code]);
    }
    expect(await untouched(appointmentId)).toEqual(before);

    // The price the rule gives is kept with the attendance.
    const mine = await book(userCaller('attendee', staff.companyId, ownLogin), appointmentId, own);
    expect(mine.json()).toMatchObject({ status: AttendanceStatus.Confirmed });
    expect((await attendancesOf(appointmentId)).map((a) => [a.attendeeId, a.centCost])).toEqual([[own, 800]]);
  });

  it('keeps the price of the booking when the course changes its prices later', async () => {
    const staff = userCaller('employee');
    const courseId = randomUUID();
    const appointmentId = randomUUID();
    const p = payloadOf(SchedulingEvents.AppointmentCreated, {
      appointmentId,
      courseId,
      date: inDays(3),
      centCost: 1500,
      membershipTypeAvailabilities: listed,
    });
    await t.announce(SchedulingEvents.AppointmentCreated, staff.companyId, p);
    const own = await member(staff.companyId, randomUUID(), [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null }]);
    expect((await book(staff, appointmentId, own)).statusCode).toBe(200);
    const course = payloadOf(SchedulingEvents.CourseUpdated, {
      courseId,
      membershipTypeAvailabilities: [{ membershipTypeId: silver, centCost: 200 }],
    });
    await t.announce(SchedulingEvents.CourseUpdated, staff.companyId, course);

    const exported = await t.call(
      'POST',
      '/api/Attendances/ExportConfirmed',
      { AttendeeId: own, FromDate: inDays(0), TillDate: inDays(5) },
      staff,
    );
    expect(exported.json().rows.map((r: { centCost: number }) => r.centCost)).toEqual([800]);
  });
});

describe("the company's booking-in-advance days", () => {
  it("bind members to the company's latest setting (a late older save changes nothing); other companies keep the default", async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const me = userCaller('attendee', staff.companyId, login);
    const attendeeId = await member(staff.companyId, login, []);
    const in5 = await appointment(staff.companyId, 5, { date: inDays(5) });
    const in10 = await appointment(staff.companyId, 5, { date: inDays(10) });

    const saved = await t.announce(IdentityEvents.SettingsSaved, staff.companyId, settings(7));
    await t.redeliver(saved);
    // An older save delivered after the newer one must not widen the window again.
    const handledBefore = t.svc.stats.handled;
    const occurredAt = new Date(Date.parse(saved.occurredAt) - 60_000);
    await t.emit(IdentityEvents.SettingsSaved, staff.companyId, settings(60), { occurredAt });
    await eventually(async () => (t.svc.stats.handled > handledBefore ? true : undefined), 10_000, 'late save handled');

    const before = await untouched(in10);
    const early = await book(me, in10, attendeeId);
    expect([early.statusCode, early.json().code]).toEqual([409, 'booking_too_early']);
    expect(await untouched(in10)).toEqual(before);
    expect((await book(me, in5, attendeeId)).statusCode).toBe(200);
    // Staff book any time.
    expect((await book(staff, in10, attendeeId)).statusCode).toBe(200);

    // Widened by a newer save, a member books further ahead.
    const later = userCaller('attendee', staff.companyId, randomUUID());
    const laterId = await member(staff.companyId, later.userId, []);
    await t.announce(IdentityEvents.SettingsSaved, staff.companyId, settings(14));
    expect((await book(later, in10, laterId)).statusCode).toBe(200);

    // Another company without a save keeps the spec's 30 days; its window is its own.
    const other = userCaller('employee');
    const otherLogin = randomUUID();
    const otherMember = await member(other.companyId, otherLogin, []);
    const theirs = await appointment(other.companyId, 5, { date: inDays(20) });
    expect((await book(userCaller('attendee', other.companyId, otherLogin), theirs, otherMember)).statusCode).toBe(200);
    expect((await book(userCaller('attendee', other.companyId, otherLogin), in5, otherMember)).statusCode).toBe(404);
  });

  it('refuses a role without booking (interested) with 403', async () => {
    const staff = userCaller('employee');
    const appointmentId = await appointment(staff.companyId, 5);
    const attendeeId = await member(staff.companyId, randomUUID(), []);
    expect((await book(userCaller('interested', staff.companyId), appointmentId, attendeeId)).statusCode).toBe(403);
    expect(await attendancesOf(appointmentId)).toEqual([]);
  });
});
