import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asTenant } from '@takt/kit';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, BookingEvents, MembershipEvents, type Caller } from '@takt/proto';
import { statisticsService } from '../src/service.ts';
import { emitRegistration } from './registration-fixtures.ts';

// GET /api/Statistics/GetDashboard (decision 0063): the home page's figures from the read model.
const t = useTestService(statisticsService);

const dashboard = (caller: Caller, date: string) => t.call('GET', `/api/Statistics/GetDashboard?date=${date}`, undefined, caller);

const TODAY = '2026-03-11'; // a Wednesday: its week runs 9th to 15th
const bookings: [date: string, status: AttendanceStatus][] = [
  ['2026-03-11', AttendanceStatus.Confirmed],
  ['2026-03-11', AttendanceStatus.OnWaitingList],
  ['2026-03-11', AttendanceStatus.Canceled],
  ['2026-03-09', AttendanceStatus.Confirmed],
  ['2026-03-15', AttendanceStatus.OnWaitingList],
  ['2026-03-16', AttendanceStatus.Confirmed],
  ['2026-03-08', AttendanceStatus.Confirmed],
  ['2026-03-01', AttendanceStatus.Confirmed],
  ['2026-02-28', AttendanceStatus.Confirmed],
];

const book = (companyId: string, date: string, status: AttendanceStatus) =>
  emitRegistration(t, companyId, payloadOf(BookingEvents.AttendanceConfirmed, { date, applicationUserId: null }), status, {
    canceledDate: date,
    by: 'attendee',
  });

const member = (tillDate: string | null, fromDate = '2026-01-01') =>
  payloadOf(MembershipEvents.AttendeeCreated, {
    attendeeId: randomUUID(),
    memberships: [{ membershipTypeId: randomUUID(), fromDate, tillDate }],
  });

describe('home dashboard figures', () => {
  it("answers the company's registrations, attendances and active members on the caller's date", async () => {
    const a = userCaller('employee');
    for (const [date, status] of bookings) await book(a.companyId, date, status);
    const active = member(null);
    const deleted = member(null);
    for (const p of [active, deleted, member('2026-03-10'), member(null, '2026-03-12'), member('2026-03-11T00:00:00.000Z')])
      await t.emit(MembershipEvents.AttendeeCreated, a.companyId, p);
    await t.emit(MembershipEvents.AttendeeDeleted, a.companyId, {
      ...payloadOf(MembershipEvents.AttendeeDeleted),
      attendeeId: deleted.attendeeId,
      applicationUserId: null,
    });
    await book(userCaller('manager', randomUUID()).companyId, TODAY, AttendanceStatus.Confirmed);
    const counted = (companyId: string) =>
      asTenant(companyId, () =>
        t.db.tx(async (tx) => [await tx.attendanceFact.count(), await tx.attendeeFact.count({ where: { deleted: true } })]),
      );
    await eventually(async () => ((await counted(a.companyId)).join() === `${bookings.length},1` ? true : undefined), 20_000, 'facts');

    const live = (from: string, till: string) =>
      bookings.filter(([d, s]) => d >= from && d <= till && s !== AttendanceStatus.Canceled).length;
    const res = await dashboard(a, TODAY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      registrationsToday: live(TODAY, TODAY),
      registrationsThisWeek: live('2026-03-09', '2026-03-15'),
      waitingThisWeek: bookings.filter(([d, s]) => d >= '2026-03-09' && d <= '2026-03-15' && s === AttendanceStatus.OnWaitingList).length,
      attendancesThisMonth: bookings.filter(([d, s]) => d >= '2026-03-01' && d <= TODAY && s === AttendanceStatus.Confirmed).length,
      // The open one and the one ending today; not the deleted, the ended or the future one.
      activeMembers: 2,
    });
    expect(res.json()).toMatchObject({ registrationsToday: 2, registrationsThisWeek: 4, waitingThisWeek: 2, attendancesThisMonth: 4 });

    // Another company's caller sees nothing of it.
    expect((await dashboard(userCaller('manager'), TODAY)).json()).toEqual({
      registrationsToday: 0,
      registrationsThisWeek: 0,
      waitingThisWeek: 0,
      attendancesThisMonth: 0,
      activeMembers: 0,
    });
  });

  it('needs a date and is for office staff', async () => {
    const res = await dashboard(userCaller('admin'), '11.03.2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    for (const role of ['trainer', 'attendee'] as const) expect((await dashboard(userCaller(role), TODAY)).statusCode).toBe(403);
  });
});
