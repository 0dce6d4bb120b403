import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient, type Caller } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

const attendee = async (caller: Caller) =>
  (await c.ok('POST', '/api/Attendees', { FirstName: 'Lea', LastName: 'Link' }, caller)).id as string;

describe('reference links (ReferenceParents)', () => {
  it("replaces an attendee's characteristics, links a cost to a membership type and lists them", async () => {
    const a = userCaller('manager');
    const lea = await attendee(a);
    const [veggie, beginner, swimmer] = await c.ok(
      'POST',
      '/api/references/AddMultiple/Characteristic',
      { Entries: [{ Name: 'Vegetarisch' }, { Name: 'Anfänger' }, { Name: 'Schwimmer' }] },
      a,
    );
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/CharacteristicAttendee', { ParentId: lea, ReferenceIds: [veggie, swimmer] }, a);
    const replaced = await c.ok(
      'POST',
      '/api/ReferenceParents/AddMultiple/characteristicattendee',
      { ParentId: lea, ReferenceIds: [beginner, veggie, veggie] },
      a,
    );
    expect(replaced.map((l: { referenceName: string }) => l.referenceName)).toEqual(['Anfänger', 'Vegetarisch']);

    const type = await c.type(a, { Name: 'Yoga' });
    const fee = await c.entry(a, 'Cost', { Name: 'Aufnahmegebühr', Cost: 2000 });
    const { id } = await c.ok(
      'POST',
      '/api/ReferenceParents/CostMembershipType',
      { ParentId: type, ReferenceId: fee, Text: 'einmalig', FromDate: '2026-01-01' },
      a,
    );
    expect(await c.ok('GET', `/api/ReferenceParents/${id}`, undefined, a)).toEqual({
      id,
      type: 'CostMembershipType',
      parentId: type,
      referenceId: fee,
      referenceName: 'Aufnahmegebühr',
      text: 'einmalig',
      fromDate: '2026-01-01',
    });
    const updated = await c.ok('PUT', `/api/ReferenceParents/CostMembershipType/${id}`, { ParentId: type, ReferenceId: fee, Level: 2 }, a);
    expect(updated).toMatchObject({ level: 2 });
    expect(updated).not.toHaveProperty('text');

    expect((await c.ok('GET', `/api/ReferenceParents/GetAll?parentId=${lea}`, undefined, a)).length).toBe(2);
    expect(await c.ok('GET', `/odata/ReferenceParents?$filter=type eq 'CostMembershipType'&$count=true`, undefined, a)).toMatchObject({
      '@odata.count': 1,
    });

    // A linked entry stays; unlinked, it can go.
    expect((await c.call('DELETE', `/api/references/${fee}/Cost`, undefined, a)).json()).toMatchObject({ code: 'in_use' });
    await c.ok('DELETE', `/api/ReferenceParents/${id}`, undefined, a);
    await c.ok('DELETE', `/api/references/${fee}/Cost`, undefined, a);
    // The links of a deleted membership type go with it.
    await c.ok(
      'POST',
      '/api/ReferenceParents/CostMembershipType',
      { ParentId: type, ReferenceId: await c.entry(a, 'Cost', { Name: 'Jahresgebühr' }) },
      a,
    );
    await c.ok('DELETE', `/api/references/${type}/MembershipType`, undefined, a);
    expect(await t.db.system((tx) => tx.referenceLink.count({ where: { parentId: type } }))).toBe(0);
  });

  it('refuses unknown kinds, parents and entries of another table or company, storing nothing', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const lea = await attendee(a);
    const foreignAttendee = await attendee(b);
    const role = await c.entry(a, 'AttendeeRole', { Name: 'Kapitän' });
    const licence = await c.entry(a, 'Licence', { Name: 'Lizenz' });
    const foreignRole = await c.entry(b, 'AttendeeRole', { Name: 'Fremd' });

    const kind = await c.call('POST', '/api/ReferenceParents/AddMultiple/SkillDateTime', { ParentId: lea, ReferenceIds: [] }, a);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'unknown_table' });
    const tries: [string, Record<string, unknown>, string][] = [
      ['AttendeeRoleAttendee', { ParentId: foreignAttendee, ReferenceId: role }, 'parentId'],
      ['AttendeeRoleAttendee', { ParentId: randomUUID(), ReferenceId: role }, 'parentId'],
      ['AttendeeRoleAttendee', { ParentId: lea, ReferenceId: licence }, 'referenceId'],
      ['AttendeeRoleAttendee', { ParentId: lea, ReferenceId: foreignRole }, 'referenceId'],
      ['AttendeeRoleAttendee', { ParentId: lea, ReferenceId: role, FromDate: '2026-02-01', TillDate: '2026-01-01' }, 'tillDate'],
    ];
    for (const [k, body, field] of tries) {
      const res = await c.call('POST', `/api/ReferenceParents/${k}`, body, a);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const many = await c.call(
      'POST',
      '/api/ReferenceParents/AddMultiple/AttendeeRoleAttendee',
      { ParentId: lea, ReferenceIds: [role, licence] },
      a,
    );
    expect(many.json().details.fields).toEqual([{ field: 'referenceIds.1', message: 'unknown AttendeeRole' }]);
    expect(await t.db.system((tx) => tx.referenceLink.count({ where: { companyId: a.companyId } }))).toBe(0);
  });

  it("answers 404 for another company's links and 403 for roles without the rights", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const lea = await attendee(a);
    const role = await c.entry(a, 'AttendeeRole', { Name: 'Kapitän' });
    const { id } = await c.ok('POST', '/api/ReferenceParents/AttendeeRoleAttendee', { ParentId: lea, ReferenceId: role }, a);
    expect((await c.get(`/api/ReferenceParents/${id}`, b)).statusCode).toBe(404);
    expect(
      (await c.call('PUT', `/api/ReferenceParents/AttendeeRoleAttendee/${id}`, { ParentId: lea, ReferenceId: role }, b)).statusCode,
    ).toBe(404);
    expect((await c.call('DELETE', `/api/ReferenceParents/${id}`, undefined, b)).statusCode).toBe(404);
    expect((await c.ok('GET', '/odata/ReferenceParents?$count=true', undefined, b))['@odata.count']).toBe(0);
    // A link is found only through its own kind.
    expect(
      (await c.call('PUT', `/api/ReferenceParents/CharacteristicAttendee/${id}`, { ParentId: lea, ReferenceId: role }, a)).statusCode,
    ).toBe(404);

    const employee = userCaller('employee', a.companyId);
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/AttendeeRoleAttendee', { ParentId: lea, ReferenceIds: [role] }, employee);
    const type = await c.type(a, { Name: 'Yoga' });
    const fee = await c.entry(a, 'Cost', { Name: 'Gebühr' });
    expect(
      (await c.call('POST', '/api/ReferenceParents/CostMembershipType', { ParentId: type, ReferenceId: fee }, employee)).statusCode,
    ).toBe(403);
    for (const role of ['trainer', 'attendee'] as const) {
      expect((await c.call('DELETE', `/api/ReferenceParents/${id}`, undefined, userCaller(role, a.companyId))).statusCode).toBe(403);
    }
    expect((await c.get('/odata/ReferenceParents', userCaller('attendee', a.companyId))).statusCode).toBe(403);
  });

  it("announces an attendee's whole set of characteristics after every write and the characteristics' names (decision 0068)", async () => {
    const a = userCaller('manager');
    const [lea, ben] = [await attendee(a), await attendee(a)];
    const before = (await t.outbox()).length;
    const announced = async (subject: string) =>
      (await t.outbox())
        .slice(before)
        .filter((e) => e.subject === subject && e.companyId === a.companyId)
        .map((e) => e.payload);
    const sets = () => announced('membership.attendee-characteristics.set');
    const [veggie, swimmer] = await c.ok(
      'POST',
      '/api/references/AddMultiple/Characteristic',
      { Entries: [{ Name: 'Vegetarisch' }, { Name: 'Schwimmer' }] },
      a,
    );
    await c.ok('PUT', `/api/references/Characteristic/${swimmer}`, { Name: 'Schwimmerin' }, a);
    expect(await announced('membership.characteristic.saved')).toEqual([
      { characteristicId: veggie, name: 'Vegetarisch' },
      { characteristicId: swimmer, name: 'Schwimmer' },
      { characteristicId: swimmer, name: 'Schwimmerin' },
    ]);

    const open = { fromDate: null, tillDate: null };
    await c.ok('POST', '/api/ReferenceParents/AddMultiple/CharacteristicAttendee', { ParentId: lea, ReferenceIds: [veggie] }, a);
    const dated = { ParentId: lea, ReferenceId: swimmer, FromDate: '2026-01-01', TillDate: '2026-06-30' };
    const { id } = await c.ok('POST', '/api/ReferenceParents/CharacteristicAttendee', dated, a);
    expect((await sets()).at(-1)).toEqual({
      attendeeId: lea,
      characteristics: expect.arrayContaining([
        { referenceId: veggie, ...open },
        { referenceId: swimmer, fromDate: '2026-01-01', tillDate: '2026-06-30' },
      ]),
    });
    // Moved to Ben: both sets change.
    await c.ok('PUT', `/api/ReferenceParents/CharacteristicAttendee/${id}`, { ...dated, ParentId: ben, TillDate: null }, a);
    expect((await sets()).slice(-2)).toEqual([
      { attendeeId: lea, characteristics: [{ referenceId: veggie, ...open }] },
      { attendeeId: ben, characteristics: [{ referenceId: swimmer, fromDate: '2026-01-01', tillDate: null }] },
    ]);
    await c.ok('DELETE', `/api/ReferenceParents/${id}`, undefined, a);
    expect((await sets()).at(-1)).toEqual({ attendeeId: ben, characteristics: [] });
    const count = (await sets()).length;
    expect(count).toBe(5);

    // A refused write and links of other kinds announce nothing.
    const refused = await c.call('POST', '/api/ReferenceParents/CharacteristicAttendee', { ParentId: lea, ReferenceId: randomUUID() }, a);
    expect(refused.statusCode).toBe(400);
    const role = await c.entry(a, 'AttendeeRole', { Name: 'Kapitän' });
    await c.ok('POST', '/api/ReferenceParents/AttendeeRoleAttendee', { ParentId: lea, ReferenceId: role }, a);
    expect(await sets()).toHaveLength(count);
  });
});
