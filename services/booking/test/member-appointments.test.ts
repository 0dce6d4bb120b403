import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, MembershipEvents, SchedulingEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures, inDays } from './booking-fixtures.ts';

// The member's own booking screen reads one list: what they may book now, or their coming bookings,
// each with places, their price and their place in the waiting line.
const t = useTestService(bookingService);
const { appointment, book } = bookingFixtures(t);
const silver = randomUUID();

async function member(companyId: string, login: string) {
  const attendeeId = randomUUID();
  const memberships = [{ membershipTypeId: silver, fromDate: '2026-01-01', tillDate: null }];
  const p = payloadOf(MembershipEvents.AttendeeCreated, { attendeeId, applicationUserId: login, memberships });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return attendeeId;
}

const list = (caller: Caller, query = '') => t.call('GET', `/odata/Attendances/MyAppointments?$count=true${query}`, undefined, caller);

describe("a member's appointments", () => {
  it('lists the bookable window with places, access and price, and the own bookings with the place in line', async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const me = userCaller('attendee', staff.companyId, login);
    const mine = await member(staff.companyId, login);
    const [first, second] = [await member(staff.companyId, randomUUID()), await member(staff.companyId, randomUUID())];
    const listedId = randomUUID();
    const listed = payloadOf(SchedulingEvents.AppointmentCreated, {
      appointmentId: listedId,
      courseName: 'Pilates',
      date: inDays(3),
      timeFrom: '18:00',
      maxAttendees: 1,
      centCost: 1500,
      membershipTypeAvailabilities: [{ membershipTypeId: silver, centCost: 800 }],
    });
    await t.announce(SchedulingEvents.AppointmentCreated, staff.companyId, listed);
    const closedId = randomUUID();
    const closed = payloadOf(SchedulingEvents.AppointmentCreated, {
      appointmentId: closedId,
      date: inDays(4),
      membershipTypeAvailabilities: [{ membershipTypeId: randomUUID(), centCost: 0 }],
    });
    await t.announce(SchedulingEvents.AppointmentCreated, staff.companyId, closed);
    const open = await appointment(staff.companyId, 5, { date: inDays(5), centCost: 1200 });
    const far = await appointment(staff.companyId, 5, { date: inDays(40) });
    const cancelled = await appointment(staff.companyId, 5, { date: inDays(6) });
    const cancel = payloadOf(SchedulingEvents.AppointmentCancelled, { appointmentId: cancelled });
    await t.announce(SchedulingEvents.AppointmentCancelled, staff.companyId, cancel);
    await appointment(userCaller('employee').companyId, 5, { date: inDays(2) });

    const waitingFor = (await book(staff, listedId, first)).json();
    expect(waitingFor.status).toBe(AttendanceStatus.Confirmed);
    const ahead = (await book(staff, listedId, second)).json();
    expect((await book(me, listedId, mine)).json()).toMatchObject({
      status: AttendanceStatus.OnWaitingList,
      attendeeOnWaitingListNumber: 2,
    });
    await book(staff, far, mine);

    const window = (await list(me)).json();
    expect(window['@odata.count']).toBe(3);
    expect(window.value.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([listedId, closedId, open]);
    expect(window.value[0]).toMatchObject({
      courseName: 'Pilates',
      timeFrom: '18:00',
      maxAttendees: 1,
      confirmedCount: 1,
      waitingCount: 2,
      available: true,
      centCost: 800,
      attendeeId: mine,
      status: AttendanceStatus.OnWaitingList,
      waitingPosition: 2,
      cancelIsLate: false,
    });
    expect(window.value[1]).toMatchObject({ available: false, attendanceId: null, status: null });
    expect(window.value[2]).toMatchObject({ available: true, centCost: 1200, confirmedCount: 0, attendanceId: null });

    // The one ahead leaves the line: the member moves up to first (waiting numbers keep their gap).
    expect((await t.call('PUT', `/api/Attendances/Cancel/${ahead.id}`, undefined, staff)).statusCode).toBe(200);
    const booked = (await list(me, '&booked=true')).json();
    expect(booked.value.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([listedId, far]);
    expect(booked.value[0]).toMatchObject({ waitingPosition: 1, waitingCount: 1 });
    expect(booked.value[1]).toMatchObject({ status: AttendanceStatus.Confirmed, waitingPosition: null });
    const search = (await list(me, `&$filter=${encodeURIComponent("contains(courseName,'Pila')")}`)).json();
    expect(search['@odata.count']).toBe(1);
  });

  it('shows a member of another company nothing of this one, a login that is no member nothing, refuses staff and bad queries', async () => {
    const staff = userCaller('employee');
    // Tomorrow 00:01 starts within the 24 hours' late-cancellation window whenever the test runs.
    await appointment(staff.companyId, 5, { date: inDays(1), timeFrom: '00:01' });
    const login = randomUUID();
    await member(staff.companyId, login);
    expect((await list(userCaller('attendee', staff.companyId, login))).json().value).toMatchObject([{ cancelIsLate: true }]);
    const foreign = userCaller('attendee', userCaller('employee').companyId);
    await member(foreign.companyId, foreign.userId);
    expect((await list(foreign)).json()).toEqual({ value: [], '@odata.count': 0 });
    expect((await list(userCaller('attendee', staff.companyId))).json()).toEqual({ value: [], '@odata.count': 0 });
    expect((await list(staff)).statusCode).toBe(403);
    const bad = await list(userCaller('attendee', staff.companyId), '&$filter=nonsense eq 1');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'odata_invalid']);
  });
});
