import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AttendanceStatus, ContactType, MembershipEvents, type Caller } from '@takt/proto';
import { bookingService } from '../src/service.ts';
import { bookingFixtures } from './booking-fixtures.ts';

// A parent's login speaks for its children (membership's contacts, decision 0049): MyAppointments
// lists their bookings too and says for whom; the parent books and cancels for them; nobody else.
const t = useTestService(bookingService);
const { appointment, book } = bookingFixtures(t);

async function person(companyId: string, firstName: string, login: string | null = randomUUID()) {
  const attendeeId = randomUUID();
  const p = payloadOf(MembershipEvents.AttendeeCreated, {
    attendeeId,
    applicationUserId: login,
    firstName,
    lastName: 'Kaya',
    memberships: [],
  });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, p);
  return attendeeId;
}
const contacts = (companyId: string, attendeeId: string, list: [string, number][], occurredAt?: Date) =>
  t.announce(
    MembershipEvents.ContactsReplaced,
    companyId,
    { attendeeId, contacts: list.map(([contactAttendeeId, contactType]) => ({ contactAttendeeId, contactType })) },
    { occurredAt },
  );
type Row = {
  appointmentId: string;
  forSeveral: boolean;
  people: { attendeeFullName: string; status: number | null; attendanceId: string | null }[];
};
const mine = async (caller: Caller, booked: boolean): Promise<Row[]> => {
  const res = await t.call('GET', `/odata/Attendances/MyAppointments?booked=${booked}`, undefined, caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};

describe("a parent's login and its children", () => {
  it('lists, books and cancels for the children, naming each person', async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const parent = userCaller('attendee', staff.companyId, login);
    const [me, ela, tom] = [
      await person(staff.companyId, 'Aylin', login),
      await person(staff.companyId, 'Ela'),
      await person(staff.companyId, 'Tom'),
    ];
    await contacts(staff.companyId, me, [[ela, ContactType.Child]]);
    const replaced = await contacts(staff.companyId, tom, [[me, ContactType.LegalGuardian]]);
    await t.redeliver(replaced);
    const [swim, dance] = [await appointment(staff.companyId, 5), await appointment(staff.companyId, 5)];
    expect((await book(staff, swim, me)).statusCode).toBe(200);
    const elas = await book(parent, dance, ela);
    expect(elas.statusCode, elas.body).toBe(200);
    expect((await book(parent, swim, tom)).statusCode).toBe(200);

    const booked = await mine(parent, true);
    const byId = new Map(booked.map((r) => [r.appointmentId, r]));
    expect(byId.get(swim)!.people.map((p) => p.attendeeFullName)).toEqual(['Kaya, Aylin', 'Kaya, Tom']);
    expect(byId.get(dance)!.people).toMatchObject([{ attendeeFullName: 'Kaya, Ela', status: AttendanceStatus.Confirmed }]);
    expect(booked.every((r) => r.forSeveral)).toBe(true);
    const bookable = await mine(parent, false);
    expect(bookable.find((r) => r.appointmentId === dance)!.people.map((p) => [p.attendeeFullName, p.status])).toEqual([
      ['Kaya, Aylin', null],
      ['Kaya, Ela', AttendanceStatus.Confirmed],
      ['Kaya, Tom', null],
    ]);
    const listed = (await t.call('GET', '/odata/Attendances?$count=true', undefined, parent)).json();
    expect(listed['@odata.count']).toBe(3);

    const cancelled = await t.call('PUT', `/api/Attendances/Cancel/${elas.json().id}`, undefined, parent);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await mine(parent, true)).map((r) => r.appointmentId)).toEqual([swim]);
  });

  it('gives a former parent nothing back when an older contact list is handled after the newer one', async () => {
    const staff = userCaller('employee');
    const login = randomUUID();
    const parent = userCaller('attendee', staff.companyId, login);
    const [me, ela] = [await person(staff.companyId, 'Aylin', login), await person(staff.companyId, 'Ela')];
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await contacts(staff.companyId, me, [], at(20));
    await contacts(staff.companyId, me, [[ela, ContactType.Child]], at(10));
    const dance = await appointment(staff.companyId, 5);
    expect((await book(parent, dance, ela)).statusCode).toBe(404);
    await contacts(staff.companyId, me, [[ela, ContactType.Child]], at(30));
    expect((await book(parent, dance, ela)).statusCode).toBe(200);
  });

  it('gives partners, a child, other families and another company nothing of each other', async () => {
    const staff = userCaller('employee');
    const [parentLogin, partnerLogin, kidLogin] = [randomUUID(), randomUUID(), randomUUID()];
    const parent = await person(staff.companyId, 'Aylin', parentLogin);
    const partner = await person(staff.companyId, 'Can', partnerLogin);
    const kid = await person(staff.companyId, 'Ela', kidLogin);
    await contacts(staff.companyId, parent, [
      [partner, ContactType.MarriagePartner],
      [kid, ContactType.Child],
    ]);
    const dance = await appointment(staff.companyId, 5);
    const parents = await book(staff, dance, parent);
    const kids = await book(staff, dance, kid);

    for (const login of [partnerLogin, kidLogin]) {
      const caller = userCaller('attendee', staff.companyId, login);
      expect((await t.call('PUT', `/api/Attendances/Cancel/${parents.json().id}`, undefined, caller)).statusCode).toBe(404);
      expect((await book(caller, await appointment(staff.companyId, 5), parent)).statusCode).toBe(404);
    }
    const kidRows = await mine(userCaller('attendee', staff.companyId, kidLogin), true);
    expect(kidRows.map((r) => [r.forSeveral, r.people.map((p) => p.attendeeFullName)])).toEqual([[false, ['Kaya, Ela']]]);
    const stranger = userCaller('attendee', undefined, parentLogin);
    expect(await mine(stranger, true)).toEqual([]);
    expect((await t.call('PUT', `/api/Attendances/Cancel/${kids.json().id}`, undefined, stranger)).statusCode).toBe(404);

    // The parent's contacts replaced without the child: the link is gone.
    await contacts(staff.companyId, parent, [[partner, ContactType.MarriagePartner]]);
    const parentCaller = userCaller('attendee', staff.companyId, parentLogin);
    expect((await mine(parentCaller, true))[0]!.people.map((p) => p.attendeeFullName)).toEqual(['Kaya, Aylin']);
    expect((await t.call('PUT', `/api/Attendances/Cancel/${kids.json().id}`, undefined, parentCaller)).statusCode).toBe(404);
  });
});
