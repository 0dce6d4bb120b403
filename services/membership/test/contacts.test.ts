import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { ContactType, IdentityEvents } from '@takt/proto';
import { createLogger, rawSql, runBackfills } from '@takt/kit';
import { membershipBackfills } from '../src/operations/announce-backfills.ts';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';

const t = useTestService(membershipService);
const { call, get, names, location, attendee } = attendeeFixtures(t);

describe('contacts (families)', () => {
  it('sets and reads the contact persons of an attendee, a new one defaulting to legal guardian', async () => {
    const a = userCaller('employee');
    const child = await attendee(a, { FirstName: 'Kim', LastName: 'Kind' });
    const parent = await attendee(a, { FirstName: 'Pia', LastName: 'Eltern' });
    const res = await call(
      'POST',
      '/api/Contact/AddMultiple',
      {
        AttendeeId: child,
        Contacts: [
          { FirstName: 'Pia', LastName: 'Eltern', ContactType: ContactType.Parent, ContactAttendeeId: parent, Phone: '0171 1234' },
          { FirstName: 'Otto', LastName: 'Oma', Email: 'otto@example.com' },
        ],
      },
      a,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([
      { lastName: 'Eltern', contactType: ContactType.Parent, contactAttendeeId: parent, phone: '0171 1234', attendeeId: child },
      { lastName: 'Oma', contactType: ContactType.LegalGuardian, contactAttendeeId: null, email: 'otto@example.com' },
    ]);
    expect((await get(`/api/Contact/GetByAttendeeId/${child}`, a)).json()).toEqual(res.json());
    // Replace-all: one left.
    const again = await call(
      'POST',
      '/api/Contact/AddMultiple',
      { AttendeeId: child, Contacts: [{ FirstName: 'Otto', LastName: 'Oma', ContactType: 6 }] },
      a,
    );
    expect(again.json()).toMatchObject([{ lastName: 'Oma', contactType: ContactType.Other }]);
    expect((await get(`/api/Contact/GetByAttendeeId/${parent}`, a)).json()).toEqual([]);
  });

  it("refuses an unknown contact type, bad fields, itself or another company's attendee as contact, changing nothing", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const child = await attendee(a);
    const foreign = await attendee(b);
    const post = (contacts: unknown[], caller = a, attendeeId = child) =>
      call('POST', '/api/Contact/AddMultiple', { AttendeeId: attendeeId, Contacts: contacts }, caller);
    const badType = await post([{ FirstName: 'X', LastName: 'Y', ContactType: 9 }]);
    expect(badType.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'contacts.0.contactType' }] } });
    const badFields = await post([{ FirstName: '', LastName: 'Y', Email: 'nope', Phone: 'abc' }]);
    expect(
      badFields
        .json()
        .details.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['contacts.0.email', 'contacts.0.firstName', 'contacts.0.phone']);
    for (const id of [foreign, child, randomUUID()]) {
      const res = await post([
        { FirstName: 'X', LastName: 'Y' },
        { FirstName: 'X', LastName: 'Y', ContactAttendeeId: id },
      ]);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'contacts.1.contactAttendeeId' }] } });
    }
    expect((await get(`/api/Contact/GetByAttendeeId/${child}`, a)).json()).toEqual([]);
    expect((await post([], b)).statusCode).toBe(404);
    expect((await get(`/api/Contact/GetByAttendeeId/${child}`, b)).statusCode).toBe(404);
    expect((await post([], userCaller('trainer', a.companyId))).statusCode).toBe(403);
    expect((await get(`/api/Contact/GetByAttendeeId/${child}`, userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });
});

describe('location attendees', () => {
  it("sets an attendee's additional locations; lists at a location find it there", async () => {
    const a = userCaller('employee');
    const [nord, sued] = [await location(a.companyId, 'Nord'), await location(a.companyId, 'Süd')];
    const id = await attendee(a, { LastName: 'Weit', MainLocationId: nord });
    const res = await call('POST', '/api/LocationAttendees/AddMultiple', { AttendeeId: id, LocationIds: [sued, sued] }, a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([{ locationId: sued, locationName: 'Süd', attendeeId: id }]);
    expect((await get(`/api/LocationAttendees/GetByAttendeeId/${id}`, a)).json()).toEqual(res.json());
    expect(await names('/odata/Attendees/GetByParams', { locationId: sued }, a)).toEqual(['Weit, Anna']);
    expect((await get(`/api/Attendees/${id}`, a)).json()).toMatchObject({ mainLocationName: 'Nord', additionalLocationNames: ['Süd'] });
  });

  it("refuses another company's or an unknown location, and answers 404 and 403 like every attendee call", async () => {
    const a = userCaller('manager');
    const own = await location(a.companyId);
    const id = await attendee(a);
    const foreign = await location(userCaller('manager').companyId);
    const res = await call('POST', '/api/LocationAttendees/AddMultiple', { AttendeeId: id, LocationIds: [own, foreign, randomUUID()] }, a);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'locationIds.1' }, { field: 'locationIds.2' }] },
    });
    expect((await get(`/api/LocationAttendees/GetByAttendeeId/${id}`, a)).json()).toEqual([]);
    expect(
      (await call('POST', '/api/LocationAttendees/AddMultiple', { AttendeeId: id, LocationIds: [] }, userCaller('manager'))).statusCode,
    ).toBe(404);
    expect((await get(`/api/LocationAttendees/GetByAttendeeId/${id}`, userCaller('manager'))).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/LocationAttendees/AddMultiple', { AttendeeId: id, LocationIds: [own] }, userCaller('trainer', a.companyId)))
        .statusCode,
    ).toBe(403);
  });
});

describe('departments of attendees (identity.department-refs.replaced)', () => {
  it('narrows the lists by department and answers the department ids; a new set replaces the old, other owners are ignored', async () => {
    const a = userCaller('manager');
    const tanz = randomUUID();
    const yoga = randomUUID();
    const ida = await attendee(a, { LastName: 'Ida' });
    await attendee(a, { LastName: 'Max' });
    const guest = await attendee(a, { LastName: 'Gast', UserName: undefined });
    const refs = (ownerId: string, departmentIds: string[], owner: 'attendeeId' | 'courseId' = 'attendeeId') =>
      t.announce(
        IdentityEvents.DepartmentRefsReplaced,
        a.companyId,
        payloadOf(IdentityEvents.DepartmentRefsReplaced, { owner, ownerId, departmentIds }),
      );
    await refs(ida, [tanz, yoga]);
    await refs(guest, [tanz]);
    // A course's refs with the same id are scheduling's business, not an attendee's.
    await refs(ida, [], 'courseId');
    expect(await names('/odata/Attendees/GetByParams', { departmentIds: tanz }, a)).toEqual(['Ida, Anna']);
    expect(await names('/odata/Attendees/GetInterested', { departmentIds: `${tanz},${yoga}` }, a)).toEqual(['Gast, Anna']);
    expect(await names('/odata/Attendees/GetWithoutMembership', { departmentIds: yoga }, a)).toEqual(['Ida, Anna']);
    expect((await get(`/api/Attendees/${ida}`, a)).json().departmentIds.sort()).toEqual([tanz, yoga].sort());
    const export_ = await call('POST', '/api/Attendees/Export', { DepartmentIds: [tanz] }, a);
    expect(export_.json().rows.map((r: { lastName: string }) => r.lastName)).toEqual(['Ida']);

    await refs(ida, []);
    expect(await names('/odata/Attendees/GetByParams', { departmentIds: tanz }, a)).toEqual([]);
    expect((await get(`/api/Attendees/${ida}`, a)).json()).toMatchObject({ departmentIds: [] });
    // Another company's list knows nothing of these departments.
    expect(await names('/odata/Attendees/GetByParams', { departmentIds: tanz }, userCaller('manager'))).toEqual([]);
  });
});

describe('contacts announced to booking', () => {
  it('announces the contacts that are attendees on every replace, and the backfill announces them once', async () => {
    const a = userCaller('manager');
    const child = await attendee(a, { FirstName: 'Kim', LastName: 'Kind' });
    const parent = await attendee(a, { FirstName: 'Pia', LastName: 'Eltern' });
    const contacts = [
      { FirstName: 'Pia', LastName: 'Eltern', ContactType: ContactType.Parent, ContactAttendeeId: parent },
      { FirstName: 'Otto', LastName: 'Oma' },
    ];
    expect((await call('POST', '/api/Contact/AddMultiple', { AttendeeId: child, Contacts: contacts }, a)).statusCode).toBe(200);
    const announced = async () =>
      (await t.outbox('membership.contacts.replaced'))
        .map((e) => e.payload as { attendeeId: string })
        .filter((p) => p.attendeeId === child);
    expect(await announced()).toEqual([{ attendeeId: child, contacts: [{ contactAttendeeId: parent, contactType: ContactType.Parent }] }]);

    await t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);
    await runBackfills(t.db, membershipBackfills, createLogger('contacts-test', 'silent'));
    expect(await announced()).toHaveLength(2);
    await runBackfills(t.db, membershipBackfills, createLogger('contacts-test', 'silent'));
    expect(await announced()).toHaveLength(2);

    expect((await call('POST', '/api/Contact/AddMultiple', { AttendeeId: child, Contacts: [] }, a)).statusCode).toBe(200);
    expect((await announced()).at(-1)).toEqual({ attendeeId: child, contacts: [] });
  });
});
