import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents } from '@takt/proto';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, names, odata, type, location, attendee } = attendeeFixtures(t);

describe('attendee lists of spec section 7', () => {
  it('GetByParams narrows members by location, membership type, attendee role and member-at-date; interested and deleted never show', async () => {
    const a = userCaller('manager');
    const [nord, sued] = [await location(a.companyId, 'Nord'), await location(a.companyId, 'Süd')];
    const [yoga, tanz] = [await type(a, 'Yoga'), await type(a, 'Tanz')];
    const role = randomUUID();
    await attendee(a, { LastName: 'Nord', MainLocationId: nord, MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2020-01-01' }] });
    await attendee(a, {
      LastName: 'Sued',
      MainLocationId: sued,
      AttendeeRoleIds: [role],
      MembershipTypes: [{ MembershipTypeId: tanz, FromDate: '2020-01-01', TillDate: '2020-12-31' }],
    });
    await attendee(a, { LastName: 'Interessiert', UserName: undefined, MainLocationId: nord });
    const gone = await attendee(a, { LastName: 'Geloescht', MainLocationId: nord });
    expect((await call('DELETE', `/api/Attendees/${gone}`, undefined, a)).statusCode).toBe(200);

    const path = '/odata/Attendees/GetByParams';
    expect(await names(path, {}, a)).toEqual(['Nord, Anna', 'Sued, Anna']);
    expect(await names(path, { locationId: nord }, a)).toEqual(['Nord, Anna']);
    expect(await names(path, { membershipTypeIds: `${yoga},${tanz}` }, a)).toEqual(['Nord, Anna']); // Tanz has ended
    expect(await names(path, { attendeeRoleIds: role }, a)).toEqual(['Sued, Anna']);
    expect(await names(path, { memberAtDate: '2020-06-01T00:00:00' }, a)).toEqual(['Nord, Anna', 'Sued, Anna']);
    expect(await names(path, { memberAtDate: '2021-06-01' }, a)).toEqual(['Nord, Anna']);
    const paged = await odata(path, { $top: '1', $skip: '1', $count: 'true', $filter: "contains(lastName,'d')" }, a);
    expect(paged).toMatchObject({ '@odata.count': 2, value: [{ lastName: 'Sued' }] });
    expect((await get(`${path}?membershipTypeIds=nope`, a)).statusCode).toBe(400);
    expect(await names(path, {}, userCaller('manager'))).toEqual([]);
    expect((await get(path, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });

  it('GetInterested, GetWithoutMembership, GetAttendeesAndInterested and GetDistinctAppUsers', async () => {
    const a = userCaller('employee');
    const nord = await location(a.companyId, 'Nord');
    const yoga = await type(userCaller('manager', a.companyId), 'Yoga');
    const role = randomUUID();
    await attendee(a, {
      LastName: 'Mitglied',
      AttendeeRoleIds: [role],
      MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2020-01-01' }],
    });
    await attendee(a, { LastName: 'Ohne' });
    await attendee(a, { LastName: 'Gast', UserName: undefined, MainLocationId: nord });
    await attendee(a, { LastName: 'Gast2', UserName: undefined });

    expect(await names('/odata/Attendees/GetInterested', {}, a)).toEqual(['Gast, Anna', 'Gast2, Anna']);
    expect(await names('/odata/Attendees/GetInterested', { locationId: nord }, a)).toEqual(['Gast, Anna']);
    expect(await names('/odata/Attendees/GetWithoutMembership', {}, a)).toEqual(['Ohne, Anna']);
    expect(await names('/odata/Attendees/GetAttendeesAndInterested', {}, a)).toHaveLength(4);
    expect(await names('/odata/Attendees/GetAttendeesAndInterested', { attendeeRoleIds: role }, a)).toEqual(['Mitglied, Anna']);
    const distinct = await odata('/odata/Attendees/GetDistinctAppUsers', { $count: 'true' }, a);
    expect(distinct['@odata.count']).toBe(2);
    expect(distinct.value.map((v) => v.fullName)).toEqual(['Mitglied, Anna', 'Ohne, Anna']);
    expect(await names('/odata/Attendees/GetInterested', {}, userCaller('trainer', a.companyId))).toHaveLength(2);
    expect(await names('/odata/Attendees/GetInterested', {}, userCaller('manager'))).toEqual([]);
    expect((await get('/odata/Attendees/GetInterested', userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });

  it("keeps booking's facts: future bookings and an appointment's attendees follow confirmed, waiting and cancelled", async () => {
    const a = userCaller('manager');
    const anna = await attendee(a, { LastName: 'Anna' });
    const ben = await attendee(a, { LastName: 'Ben' });
    const appointmentId = randomUUID();
    const future = { appointmentId, date: '2999-01-01', timeFrom: '18:00' };
    const confirmed = payloadOf(BookingEvents.AttendanceConfirmed, { ...future, attendeeId: anna });
    const waiting = payloadOf(BookingEvents.AttendanceWaitlisted, { ...future, attendeeId: ben });
    await t.announce(BookingEvents.AttendanceConfirmed, a.companyId, confirmed);
    await t.announce(BookingEvents.AttendanceWaitlisted, a.companyId, waiting);
    await t.announce(
      BookingEvents.AttendanceConfirmed,
      a.companyId,
      payloadOf(BookingEvents.AttendanceConfirmed, { attendeeId: ben, date: '2000-01-01' }),
    );

    expect((await get(`/api/Attendees/CheckIfAttendeeHasFutureBookings/${anna}`, a)).json()).toEqual({ hasFutureBookings: true, count: 1 });
    expect(await names(`/odata/Attendees/GetByAppointmentId/${appointmentId}`, {}, a)).toEqual(['Anna, Anna', 'Ben, Anna']);

    const cancelled = payloadOf(BookingEvents.AttendanceCancelled, { ...confirmed });
    const envelope = await t.announce(BookingEvents.AttendanceCancelled, a.companyId, cancelled);
    // A redelivered cancel and a late redelivered confirm change nothing.
    await t.redeliver(envelope);
    await t.announce(BookingEvents.AttendanceConfirmed, a.companyId, confirmed);
    await eventually(async () =>
      expect((await get(`/api/Attendees/CheckIfAttendeeHasFutureBookings/${anna}`, a)).json()).toEqual({
        hasFutureBookings: false,
        count: 0,
      }),
    );
    expect(await names(`/odata/Attendees/GetByAppointmentId/${appointmentId}`, {}, a)).toEqual(['Ben, Anna']);
    expect(await names(`/odata/Attendees/GetByAppointmentId/${appointmentId}`, {}, userCaller('manager'))).toEqual([]);
    expect((await get(`/api/Attendees/CheckIfAttendeeHasFutureBookings/${anna}`, userCaller('manager'))).statusCode).toBe(404);
    expect((await get(`/api/Attendees/CheckIfAttendeeHasFutureBookings/${anna}`, userCaller('attendee', a.companyId))).statusCode).toBe(
      403,
    );
  });

  it('exports the filtered members as rows, sorted as asked', async () => {
    const a = userCaller('manager');
    const nord = await location(a.companyId, 'Nord');
    const yoga = await type(a, 'Yoga');
    await attendee(a, {
      LastName: 'Adler',
      City: 'Berlin',
      MainLocationId: nord,
      MemberNumber: '2',
      MembershipTypes: [{ MembershipTypeId: yoga, FromDate: '2020-01-01' }],
    });
    await attendee(a, { LastName: 'Zander', City: 'Potsdam', MemberNumber: '1' });
    await attendee(a, { LastName: 'Gast', UserName: undefined });
    const all = await call('POST', '/api/Attendees/Export?culture=de-DE', { SortBy: 'memberNumber', SortDesc: true }, a);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().rows.map((r: { lastName: string }) => r.lastName)).toEqual(['Adler', 'Zander']);
    expect(all.json().rows[0]).toMatchObject({ mainLocationName: 'Nord', membershipTypeNames: ['Yoga'], city: 'Berlin' });
    const text = await call('POST', '/api/Attendees/Export', { TextFilter: 'potsdam', LocationId: null }, a);
    expect(text.json().rows.map((r: { lastName: string }) => r.lastName)).toEqual(['Zander']);
    const byType = await call('POST', '/api/Attendees/Export', { MembershipTypeIds: [yoga] }, a);
    expect(byType.json().rows).toHaveLength(1);
    expect((await call('POST', '/api/Attendees/Export', { SortBy: 'password' }, a)).statusCode).toBe(400);
    expect((await call('POST', '/api/Attendees/Export', {}, userCaller('manager'))).json()).toEqual({ rows: [] });
    expect((await call('POST', '/api/Attendees/Export', {}, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});
