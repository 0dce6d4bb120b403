import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { MembershipEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// ExportConfirmed: the confirmed attendances of one attendee in a date range, as data (the PDF
// follows from documents).
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);
const exportOf = (caller: Caller, body: unknown) => t.call('POST', '/api/Attendances/ExportConfirmed', body, caller);

async function memberWithLogin(companyId: string) {
  const member = userCaller('attendee', companyId);
  const attendeeId = randomUUID();
  const p = payloadOf(MembershipEvents.AttendeeCreated, {
    attendeeId,
    applicationUserId: member.userId,
    firstName: 'Mia',
    lastName: 'Muster',
  });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return { member, attendeeId };
}

describe('export of confirmed attendances', () => {
  it("lists an attendee's confirmed attendances in the range by date, with their price; a member only their own", async () => {
    const staff = userCaller('employee');
    const { member, attendeeId } = await memberWithLogin(staff.companyId);
    const [late, early, outside, full, dropped] = [
      await appointment(staff.companyId, 5, { date: inDays(12), timeFrom: '18:00', centCost: 900 }),
      await appointment(staff.companyId, 5, { date: inDays(5), timeFrom: '09:00', centCost: 1200 }),
      await appointment(staff.companyId, 5, { date: inDays(40) }),
      await appointment(staff.companyId, 1),
      await appointment(staff.companyId, 5, { date: inDays(6) }),
    ];
    await book(staff, full, await attendee(staff.companyId));
    for (const id of [late, early, outside, full, dropped]) await book(staff, id, attendeeId);
    const mine = (
      await t.call(
        'GET',
        `/odata/Attendances?$filter=${encodeURIComponent(`appointmentId eq ${dropped} and attendeeId eq ${attendeeId}`)}`,
        undefined,
        staff,
      )
    ).json().value[0];
    await t.call('PUT', `/api/Attendances/Cancel/${mine.id}`, {}, staff);

    const body = { AttendeeId: attendeeId, FromDate: inDays(0), TillDate: inDays(30) };
    const res = await exportOf(staff, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ attendeeId, attendeeFullName: 'Muster, Mia', fromDate: inDays(0), tillDate: inDays(30) });
    expect(
      res.json().rows.map((r: { appointmentId: string; centCost: number; date: string }) => [r.appointmentId, r.date, r.centCost]),
    ).toEqual([
      [early, inDays(5), 1200],
      [late, inDays(12), 900],
    ]);
    expect((await exportOf(member, body)).json().rows).toHaveLength(2);
    expect((await exportOf(userCaller('attendee', staff.companyId), body)).statusCode).toBe(404);
  });

  it('refuses bad input, answers 404 for another company and 403 for trainers', async () => {
    const staff = userCaller('manager');
    const attendeeId = await attendee(staff.companyId);
    for (const body of [
      { AttendeeId: attendeeId, FromDate: inDays(5), TillDate: inDays(1) },
      { AttendeeId: 'x', FromDate: inDays(0), TillDate: inDays(1) },
      { AttendeeId: attendeeId, FromDate: 'gestern', TillDate: inDays(1) },
      {},
    ]) {
      expect((await exportOf(staff, body)).json().code).toBe('validation_failed');
    }
    const body = { AttendeeId: attendeeId, FromDate: inDays(0), TillDate: inDays(1) };
    expect((await exportOf(userCaller('manager'), body)).statusCode).toBe(404);
    expect((await exportOf(userCaller('trainer', staff.companyId), body)).statusCode).toBe(403);
  });
});
