import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

const yoga = { Name: 'Yoga Jugend', Info: 'Für Jugendliche', MinAge: 12, MaxAge: 17, RequiredDocuments: 'Schülerausweis', Cost: 2900 };

describe('membership types', () => {
  it('creates, reads, updates and lists a type with age range and documents, announcing each save', async () => {
    const a = userCaller('manager');
    const id = await c.type(a, yoga);
    expect(await c.ok('GET', `/api/references/MembershipType/${id}`, undefined, a)).toEqual({
      id,
      name: 'Yoga Jugend',
      info: 'Für Jugendliche',
      type: 2,
      minAge: 12,
      maxAge: 17,
      requiredDocuments: 'Schülerausweis',
      cost: 2900,
      active: true,
      discounts: [],
    });
    const updated = await c.ok(
      'PUT',
      `/api/references/MembershipType/${id}`,
      { ...yoga, MaxAge: 18, Cost: 3100, Type: 3, Active: false },
      a,
    );
    expect(updated).toMatchObject({ maxAge: 18, cost: 3100, type: 3, active: false });
    const list = await c.ok('GET', '/odata/MembershipTypes?$filter=minAge ge 12&$count=true', undefined, a);
    expect(list).toMatchObject({ '@odata.count': 1, value: [{ id, maxAge: 18 }] });

    const saved = await c.events('membership.membership-type.saved', a.companyId);
    expect(saved.map((e) => e.payload)).toEqual([
      {
        membershipTypeId: id,
        name: 'Yoga Jugend',
        type: 2,
        cost: 2900,
        minAge: 12,
        maxAge: 17,
        active: true,
        costOverrides: [],
        yearly: false,
        discounts: [],
      },
      {
        membershipTypeId: id,
        name: 'Yoga Jugend',
        type: 3,
        cost: 3100,
        minAge: 12,
        maxAge: 18,
        active: false,
        costOverrides: [],
        yearly: true,
        discounts: [],
      },
    ]);
  });

  it('refuses a max age below the min age and a negative cost with field errors, changing nothing', async () => {
    const a = userCaller('manager');
    const ages = await c.call('POST', '/api/references/MembershipType', { ...yoga, MinAge: 18, MaxAge: 6 }, a);
    expect(ages.statusCode).toBe(400);
    expect(ages.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'maxAge' }] } });
    const cost = await c.call('POST', '/api/references/MembershipType', { ...yoga, Cost: -1 }, a);
    expect(cost.statusCode).toBe(400);
    expect(cost.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['cost']);
    expect((await c.ok('GET', '/odata/MembershipTypes?$count=true', undefined, a))['@odata.count']).toBe(0);

    const id = await c.type(a, yoga);
    const put = await c.call('PUT', `/api/references/MembershipType/${id}`, { ...yoga, MaxAge: 11 }, a);
    expect(put.statusCode).toBe(400);
    expect((await c.ok('GET', `/api/references/MembershipType/${id}`, undefined, a)).maxAge).toBe(17);
  });

  it('deletes an unused type (announced) and refuses one an attendee holds with in_use', async () => {
    const a = userCaller('manager');
    const unused = await c.type(a, { Name: 'Unused' });
    const held = await c.type(a, { Name: 'Held' });
    await c.ok(
      'POST',
      '/api/Attendees',
      { FirstName: 'Ina', LastName: 'Hält', MembershipTypes: [{ MembershipTypeId: held, FromDate: '2020-01-01' }] },
      a,
    );

    await c.ok('DELETE', `/api/references/${unused}/MembershipType`, undefined, a);
    expect((await c.get(`/api/references/MembershipType/${unused}`, a)).statusCode).toBe(404);
    expect((await c.events('membership.membership-type.deleted', a.companyId)).map((e) => e.payload)).toEqual([
      { membershipTypeId: unused },
    ]);

    const refused = await c.call('DELETE', `/api/references/${held}/MembershipType`, undefined, a);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'in_use', details: { memberships: 1 } });
    expect((await c.get(`/api/references/MembershipType/${held}`, a)).statusCode).toBe(200);
  });

  it("answers 404 for another company's type on every call, changing nothing", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const id = await c.type(a, yoga);
    expect((await c.get(`/api/references/MembershipType/${id}`, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/references/MembershipType/${id}`, { ...yoga, Name: 'Stolen' }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/references/${id}/MembershipType`, undefined, b)).statusCode).toBe(404);
    expect((await c.get(`/api/MembershipTypeCostOverrides/GetByMembershipTypeId/${id}`, b)).statusCode).toBe(404);
    const overrides = await c.call(
      'POST',
      '/api/MembershipTypeCostOverrides/AddMultiple',
      { MembershipTypeId: id, MemberStatusCostEntries: [] },
      b,
    );
    expect(overrides.statusCode).toBe(404);
    expect((await c.ok('GET', `/api/references/MembershipType/${id}`, undefined, a)).name).toBe('Yoga Jugend');
  });

  it('lets only admin and manager write, and staff with the attendee screens read', async () => {
    const a = userCaller('manager');
    const id = await c.type(a, yoga);
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const other = userCaller(role, a.companyId);
      expect((await c.call('POST', '/api/references/MembershipType', yoga, other)).statusCode).toBe(403);
      expect((await c.call('PUT', `/api/references/MembershipType/${id}`, yoga, other)).statusCode).toBe(403);
      expect((await c.call('DELETE', `/api/references/${id}/MembershipType`, undefined, other)).statusCode).toBe(403);
    }
    expect((await c.get(`/api/references/MembershipType/${id}`, userCaller('trainer', a.companyId))).statusCode).toBe(200);
    expect((await c.get(`/api/references/MembershipType/${id}`, userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await c.call('POST', '/api/references/MembershipType', yoga, userCaller('admin', a.companyId))).statusCode).toBe(200);
  });
});

describe('membership type discounts', () => {
  it('keeps discounts of a type (CostDiscounts by its id), shows them with the type and drops them with it', async () => {
    const a = userCaller('manager');
    const id = await c.type(a, yoga);
    const other = await c.type(a, { Name: 'Ohne Rabatt' });
    const entries = [
      { AltName: 'Sommer', AltCost: 1900, DateFrom: '2026-06-01', DateTill: '2026-08-31' },
      { AltCost: 2500, DateFrom: '2026-01-01', DateTill: '2026-05-31' },
    ];
    await c.ok('POST', '/api/CostDiscounts/AddMultiple', { CostId: id, DiscountEntries: entries }, a);
    const expected = [
      { altCost: 2500, dateFrom: '2026-01-01', dateTill: '2026-05-31' },
      { altName: 'Sommer', altCost: 1900, dateFrom: '2026-06-01', dateTill: '2026-08-31' },
    ];
    expect((await c.ok('GET', `/api/references/MembershipType/${id}`, undefined, a)).discounts).toEqual(expected);
    const list = (await c.ok('GET', '/odata/MembershipTypes', undefined, a)).value;
    expect(list.map((t: { id: string; discounts: unknown[] }) => [t.id, t.discounts])).toEqual([
      [other, []],
      [id, expected],
    ]);
    await c.ok('DELETE', `/api/references/${id}/MembershipType`, undefined, a);
    expect(await t.db.system((tx) => tx.costDiscount.count({ where: { costId: id } }))).toBe(0);
  });

  it("answers 404 for discounts of another company's type", async () => {
    const a = userCaller('manager');
    const id = await c.type(a, yoga);
    const res = await c.call('POST', '/api/CostDiscounts/AddMultiple', { CostId: id, DiscountEntries: [] }, userCaller('manager'));
    expect(res.statusCode).toBe(404);
  });
});

describe('membership type cost per member status', () => {
  it('replaces the overrides, reads them and announces the type with them', async () => {
    const a = userCaller('manager');
    const id = await c.type(a, yoga);
    const student = await c.entry(a, 'MemberStatus', { Name: 'Schüler', MinAge: 6, MaxAge: 19 });
    const senior = await c.entry(a, 'MemberStatus', { Name: 'Senior', MinAge: 65 });
    const body = (entries: unknown[]) => ({ MembershipTypeId: id, MemberStatusCostEntries: entries });

    await c.ok(
      'POST',
      '/api/MembershipTypeCostOverrides/AddMultiple',
      body([
        { MemberStatusId: student, Cost: 1500 },
        { MemberStatusId: senior, Cost: 2000 },
      ]),
      a,
    );
    const replaced = await c.ok('POST', '/api/MembershipTypeCostOverrides/AddMultiple', body([{ MemberStatusId: senior, Cost: 1800 }]), a);
    expect(replaced).toEqual([{ id: expect.any(String), membershipTypeId: id, memberStatusId: senior, cost: 1800 }]);
    expect(await c.ok('GET', `/api/MembershipTypeCostOverrides/GetByMembershipTypeId/${id}`, undefined, a)).toEqual(replaced);

    const last = (await c.events('membership.membership-type.saved', a.companyId)).at(-1)!;
    expect(last.payload).toMatchObject({ membershipTypeId: id, costOverrides: [{ memberStatusId: senior, cost: 1800 }] });

    // A member status a type prices stays.
    const del = await c.call('DELETE', `/api/references/${senior}/MemberStatus`, undefined, a);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ code: 'in_use' });
    await c.ok('DELETE', `/api/references/${student}/MemberStatus`, undefined, a);
  });

  it('refuses unknown, foreign or repeated member statuses and negative costs, keeping the old overrides', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const id = await c.type(a, yoga);
    const own = await c.entry(a, 'MemberStatus', { Name: 'Schüler' });
    const foreign = await c.entry(b, 'MemberStatus', { Name: 'Fremd' });
    const characteristic = await c.entry(a, 'Characteristic', { Name: 'Kein Status' });
    await c.ok(
      'POST',
      '/api/MembershipTypeCostOverrides/AddMultiple',
      { MembershipTypeId: id, MemberStatusCostEntries: [{ MemberStatusId: own, Cost: 100 }] },
      a,
    );

    const tries: [unknown[], string][] = [
      [
        [
          { MemberStatusId: own, Cost: 1 },
          { MemberStatusId: foreign, Cost: 2 },
        ],
        'memberStatusCostEntries.1.memberStatusId',
      ],
      [[{ MemberStatusId: characteristic, Cost: 2 }], 'memberStatusCostEntries.0.memberStatusId'],
      [
        [
          { MemberStatusId: own, Cost: 1 },
          { MemberStatusId: own, Cost: 2 },
        ],
        'memberStatusCostEntries',
      ],
      [[{ MemberStatusId: own, Cost: -5 }], 'memberStatusCostEntries.0.cost'],
    ];
    for (const [entries, field] of tries) {
      const res = await c.call(
        'POST',
        '/api/MembershipTypeCostOverrides/AddMultiple',
        { MembershipTypeId: id, MemberStatusCostEntries: entries },
        a,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect(await c.ok('GET', `/api/MembershipTypeCostOverrides/GetByMembershipTypeId/${id}`, undefined, a)).toMatchObject([
      { memberStatusId: own, cost: 100 },
    ]);
    expect(
      (
        await c.call(
          'POST',
          '/api/MembershipTypeCostOverrides/AddMultiple',
          { MembershipTypeId: id, MemberStatusCostEntries: [] },
          userCaller('employee', a.companyId),
        )
      ).statusCode,
    ).toBe(403);
  });
});
