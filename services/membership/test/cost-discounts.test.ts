import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipService } from '../src/service.ts';
import { catalogueClient } from './catalogue-fixtures.ts';

const t = useTestService(membershipService);
const c = catalogueClient(t);

const spring = { AltName: 'Frühling', AltCost: 1000, DateFrom: '2026-03-01', DateTill: '2026-05-31' };
const summer = { AltName: 'Sommer', AltCost: 2000, DateFrom: '2026-06-01', DateTill: '2026-08-31' };
const later = { AltCost: 2500, DateFrom: '2026-09-01' };
const add = (costId: string, entries: unknown[]) => ({ CostId: costId, DiscountEntries: entries });

describe('costs and their discounts', () => {
  it('creates a cost (announced), replaces its discounts and lists them by dateFrom filtered by cost', async () => {
    const a = userCaller('manager');
    const cost = await c.entry(a, 'Cost', { Name: 'Aufnahmegebühr', Type: 0, Cost: 4900 });
    const other = await c.entry(a, 'Cost', { Name: 'Jahresbeitrag', Type: 3, Cost: 12000 });
    expect((await c.events('membership.cost.saved', a.companyId)).map((e) => e.payload)).toEqual([
      { costId: cost, name: 'Aufnahmegebühr', type: 0, cost: 4900, active: true },
      { costId: other, name: 'Jahresbeitrag', type: 3, cost: 12000, active: true },
    ]);

    await c.ok('POST', '/api/CostDiscounts/AddMultiple', add(other, [spring]), a);
    await c.ok('POST', '/api/CostDiscounts/AddMultiple', add(cost, [spring]), a);
    const saved = await c.ok('POST', '/api/CostDiscounts/AddMultiple', add(cost, [later, summer]), a);
    expect(saved.map((d: { altCost: number }) => d.altCost)).toEqual([2000, 2500]);

    const list = await c.ok('GET', `/odata/CostDiscounts?$filter=costId eq ${cost}&$count=true`, undefined, a);
    expect(list).toEqual({
      '@odata.count': 2,
      value: [
        { id: expect.any(String), costId: cost, altName: 'Sommer', altCost: 2000, dateFrom: '2026-06-01', dateTill: '2026-08-31' },
        { id: expect.any(String), costId: cost, altCost: 2500, dateFrom: '2026-09-01' },
      ],
    });
    const changed = await c.events('membership.cost-discounts.changed', a.companyId);
    expect(changed.at(-1)!.payload).toEqual({
      costId: cost,
      discounts: [
        { altName: 'Sommer', altCost: 2000, dateFrom: '2026-06-01', dateTill: '2026-08-31' },
        { altName: null, altCost: 2500, dateFrom: '2026-09-01', dateTill: null },
      ],
    });
    // Deleting the cost takes its discounts along and is announced.
    await c.ok('DELETE', `/api/references/${cost}/Cost`, undefined, a);
    expect((await c.ok('GET', `/odata/CostDiscounts?$filter=costId eq ${cost}&$count=true`, undefined, a))['@odata.count']).toBe(0);
    expect((await c.events('membership.cost.deleted', a.companyId)).map((e) => e.payload)).toEqual([{ costId: cost }]);
  });

  it('refuses overlapping, unordered and negative discounts and a negative cost, keeping what was there', async () => {
    const a = userCaller('manager');
    expect((await c.call('POST', '/api/references/Cost', { Name: 'Minus', Cost: -100 }, a)).statusCode).toBe(400);
    const cost = await c.entry(a, 'Cost', { Name: 'Beitrag', Cost: 3000 });
    await c.ok('POST', '/api/CostDiscounts/AddMultiple', add(cost, [spring]), a);

    const tries: [unknown[], string][] = [
      [[spring, { ...summer, DateFrom: '2026-05-31' }], 'discountEntries.1.dateFrom'],
      [[later, summer, { AltCost: 1, DateFrom: '2027-01-01' }], 'discountEntries.2.dateFrom'],
      [[{ ...summer, DateTill: '2026-05-01' }], 'discountEntries.0.dateTill'],
      [[{ ...summer, AltCost: -1 }], 'discountEntries.0.altCost'],
      [[{ ...summer, DateFrom: '2026-02-30' }], 'discountEntries.0.dateFrom'],
    ];
    for (const [entries, field] of tries) {
      const res = await c.call('POST', '/api/CostDiscounts/AddMultiple', add(cost, entries), a);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    const list = await c.ok('GET', `/odata/CostDiscounts?$filter=costId eq ${cost}`, undefined, a);
    expect(list.value).toMatchObject([{ altName: 'Frühling', altCost: 1000 }]);
    expect(await c.events('membership.cost-discounts.changed', a.companyId)).toHaveLength(1);
  });

  it("answers 404 for another company's cost or a non-cost entry, and 403 for roles without cost rights", async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const cost = await c.entry(a, 'Cost', { Name: 'Beitrag', Cost: 3000 });
    const status = await c.entry(b, 'MemberStatus', { Name: 'Kein Kostenpunkt' });
    await c.ok('POST', '/api/CostDiscounts/AddMultiple', add(cost, [spring]), a);
    expect((await c.call('POST', '/api/CostDiscounts/AddMultiple', add(cost, []), b)).statusCode).toBe(404);
    expect((await c.call('POST', '/api/CostDiscounts/AddMultiple', add(status, []), b)).statusCode).toBe(404);
    expect((await c.ok('GET', `/odata/CostDiscounts?$filter=costId eq ${cost}&$count=true`, undefined, b))['@odata.count']).toBe(0);
    for (const role of ['employee', 'trainer'] as const) {
      expect((await c.call('POST', '/api/CostDiscounts/AddMultiple', add(cost, []), userCaller(role, a.companyId))).statusCode).toBe(403);
    }
    expect((await c.get('/odata/CostDiscounts', userCaller('attendee', a.companyId))).statusCode).toBe(403);
    expect((await c.ok('GET', `/odata/CostDiscounts?$filter=costId eq ${cost}&$count=true`, undefined, a))['@odata.count']).toBe(1);
  });
});
