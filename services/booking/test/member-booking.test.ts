import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// A member books themself (at midnight, without staff): only their own record, within the window.
const t = useTestService(bookingService);
const { appointment, attendee, book } = bookingFixtures(t);

describe('members booking themselves', () => {
  it('books, lists and cancels their own bookings only, within 30 days ahead', async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const member = userCaller('attendee', staff.companyId, login);
    const me = await attendee(staff.companyId, login);
    const neighbour = await attendee(staff.companyId);
    const soon = await appointment(staff.companyId, 5, { date: inDays(10) });
    const far = await appointment(staff.companyId, 5, { date: inDays(45) });

    const mine = await book(member, soon, me);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ attendeeId: me, status: AttendanceStatus.Confirmed });
    expect((await book(member, soon, neighbour)).statusCode).toBe(404);
    expect((await book(member, far, me)).json().code).toBe('booking_too_early');
    expect((await book(staff, far, me)).statusCode).toBe(200);
    await book(staff, soon, neighbour);

    const listed = (await t.call('GET', '/odata/Attendances?$count=true', undefined, member)).json();
    expect(listed['@odata.count']).toBe(2);
    expect(listed.value.every((a: { attendeeId: string }) => a.attendeeId === me)).toBe(true);
    expect((await t.call('GET', '/odata/Attendances?$count=true', undefined, staff)).json()['@odata.count']).toBe(3);

    const cancelled = await t.call('PUT', `/api/Attendances/Cancel/${mine.json().id}`, undefined, member);
    expect(cancelled.json().cancelled).toMatchObject([{ id: mine.json().id, status: AttendanceStatus.Canceled }]);
  });

  it("cannot reach another company's appointment or a login that is no member", async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const member = userCaller('attendee', staff.companyId, login);
    const me = await attendee(staff.companyId, login);
    const foreign = await appointment(userCaller('employee').companyId, 5);
    expect((await book(member, foreign, me)).statusCode).toBe(404);
    const stranger = userCaller('attendee', staff.companyId);
    expect((await t.call('GET', '/odata/Attendances', undefined, stranger)).json().value).toEqual([]);
  });
});
