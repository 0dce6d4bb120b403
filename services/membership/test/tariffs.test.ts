import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient, type Caller } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

const tariff = async (caller: Caller, name: string) =>
  (await c.ok('POST', '/api/tariffs', { Name: name, TariffName: `${name} 2026` }, caller)).id as string;

describe('tariffs', () => {
  it('creates, reads, lists, renames and deletes a tariff with its costs per membership type', async () => {
    const a = userCaller('manager');
    const basic = await tariff(a, 'Basis');
    const premium = await tariff(a, 'Premium');
    expect(await c.ok('GET', `/api/tariffs/${basic}`, undefined, a)).toEqual({
      id: basic,
      name: 'Basis',
      tariffName: 'Basis 2026',
      creatorId: a.userId,
      createdDate: expect.any(String),
    });
    expect((await c.ok('GET', '/api/tariffs/GetAll', undefined, a)).map((x: { name: string }) => x.name)).toEqual(['Basis', 'Premium']);
    expect(await c.ok('GET', "/odata/tariffs?$filter=contains(name,'prem')&$count=true", undefined, a)).toMatchObject({
      '@odata.count': 1,
      value: [{ id: premium }],
    });

    const yoga = await c.type(a, { Name: 'Yoga' });
    const zumba = await c.type(a, { Name: 'Zumba' });
    const ref = (await c.ok('POST', '/api/tariffRefs', { TariffId: basic, MembershipTypeId: zumba, Cost: 1500, CostType: 1 }, a)).id;
    await c.ok('POST', '/api/tariffRefs', { TariffId: basic, MembershipTypeId: yoga, Cost: 900 }, a);
    await c.ok('POST', '/api/tariffRefs', { TariffId: premium, MembershipTypeId: yoga, Cost: 2900 }, a);
    expect(await c.ok('GET', `/api/tariffRefs/${ref}`, undefined, a)).toEqual({
      id: ref,
      tariffId: basic,
      membershipTypeId: zumba,
      membershipTypeName: 'Zumba',
      cost: 1500,
      costType: 1,
    });
    const ofBasic = await c.ok('GET', `/api/tariffRefs/GetAll?tariffId=${basic}`, undefined, a);
    expect(ofBasic.map((x: { membershipTypeName: string; cost: number }) => [x.membershipTypeName, x.cost])).toEqual([
      ['Yoga', 900],
      ['Zumba', 1500],
    ]);
    expect(await c.ok('PUT', `/api/tariffRefs/${ref}`, { TariffId: basic, MembershipTypeId: zumba, Cost: 1700 }, a)).toMatchObject({
      cost: 1700,
      costType: 0,
    });
    expect(await c.ok('PUT', `/api/tariffs/${basic}`, { Name: 'Basis neu' }, a)).toMatchObject({ name: 'Basis neu' });

    await c.ok('DELETE', `/api/tariffRefs/${ref}`, undefined, a);
    expect((await c.get(`/api/tariffRefs/${ref}`, a)).statusCode).toBe(404);
    await c.ok('DELETE', `/api/tariffs/${basic}`, undefined, a);
    expect((await c.get(`/api/tariffs/${basic}`, a)).statusCode).toBe(404);
    expect((await c.ok('GET', '/api/tariffRefs/GetAll', undefined, a)).map((x: { tariffId: string }) => x.tariffId)).toEqual([premium]);
  });

  it('refuses bad input: empty name, negative cost, unknown or foreign targets, a second cost for the same type', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    expect((await c.call('POST', '/api/tariffs', { Name: ' ' }, a)).statusCode).toBe(400);
    const own = await tariff(a, 'Basis');
    const type = await c.type(a, { Name: 'Yoga' });
    const foreignType = await c.type(b, { Name: 'Fremd' });
    const foreignTariff = await tariff(b, 'Fremd');

    const tries: [Record<string, unknown>, string[]][] = [
      [{ TariffId: own, MembershipTypeId: type, Cost: -1 }, ['cost']],
      [{ TariffId: own, MembershipTypeId: type, Cost: 1, CostType: 2 }, ['costType']],
      [{ TariffId: own, MembershipTypeId: foreignType, Cost: 1 }, ['membershipTypeId']],
      [{ TariffId: foreignTariff, MembershipTypeId: type, Cost: 1 }, ['tariffId']],
    ];
    for (const [body, fields] of tries) {
      const res = await c.call('POST', '/api/tariffRefs', body, a);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual(fields);
    }
    await c.ok('POST', '/api/tariffRefs', { TariffId: own, MembershipTypeId: type, Cost: 100 }, a);
    const twice = await c.call('POST', '/api/tariffRefs', { TariffId: own, MembershipTypeId: type, Cost: 200 }, a);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'conflict' });
    expect((await c.ok('GET', '/api/tariffRefs/GetAll', undefined, a)).map((x: { cost: number }) => x.cost)).toEqual([100]);
  });

  it("answers 404 for another company's tariff and tariff cost, and 403 for roles without tariff rights", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const own = await tariff(a, 'Basis');
    const type = await c.type(a, { Name: 'Yoga' });
    const ref = (await c.ok('POST', '/api/tariffRefs', { TariffId: own, MembershipTypeId: type, Cost: 100 }, a)).id;
    expect((await c.get(`/api/tariffs/${own}`, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/tariffs/${own}`, { Name: 'X' }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/tariffs/${own}`, undefined, b)).statusCode).toBe(404);
    expect((await c.get(`/api/tariffRefs/${ref}`, b)).statusCode).toBe(404);
    expect((await c.call('PUT', `/api/tariffRefs/${ref}`, { TariffId: own, MembershipTypeId: type, Cost: 1 }, b)).statusCode).toBe(404);
    expect((await c.call('DELETE', `/api/tariffRefs/${ref}`, undefined, b)).statusCode).toBe(404);
    expect(await c.ok('GET', '/api/tariffRefs/GetAll', undefined, b)).toEqual([]);

    for (const role of ['employee', 'trainer'] as const) {
      const other = userCaller(role, a.companyId);
      expect((await c.call('POST', '/api/tariffs', { Name: 'X' }, other)).statusCode).toBe(403);
      expect((await c.call('DELETE', `/api/tariffs/${own}`, undefined, other)).statusCode).toBe(403);
      expect((await c.call('POST', '/api/tariffRefs', { TariffId: own, MembershipTypeId: type, Cost: 1 }, other)).statusCode).toBe(403);
      expect((await c.get(`/api/tariffs/${own}`, other)).statusCode).toBe(200);
    }
    expect((await c.get('/odata/tariffs', userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await c.ok('GET', `/api/tariffRefs/${ref}`, undefined, a)).cost).toBe(100);
  });
});
