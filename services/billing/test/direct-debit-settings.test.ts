import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { billingService } from '../src/service.ts';
import { COLLECTION_DATE, directDebitFixtures } from './direct-debit-fixtures.ts';

const t = useTestService(billingService);
const f = directDebitFixtures(t);

const settings = (caller: ReturnType<typeof userCaller>) => t.call('GET', '/api/DirectDebit/Settings', undefined, caller);
const setFee = (caller: ReturnType<typeof userCaller>, body: object) => t.call('PUT', '/api/DirectDebit/Settings', body, caller);

describe('direct-debit settings', () => {
  it('answers the default fee of 5.00 EUR and what is missing before identity announced the company', async () => {
    const res = await settings(userCaller('manager'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      returnFeeCents: 500,
      creditorName: null,
      creditorIban: null,
      creditorIdentifier: null,
      creditorProblem: 'missing_name',
    });
  });

  it('names the creditor from identity’s CompanySaved and a wrong creditor identifier', async () => {
    const manager = userCaller('manager');
    await f.company(manager.companyId, { name: 'Tanzstudio', creditorIdentifier: 'DE97ZZZ09999999999' });
    expect((await settings(manager)).json()).toMatchObject({ creditorName: 'Tanzstudio', creditorProblem: 'invalid_creditor_id' });
    await f.company(manager.companyId, { name: 'Tanzstudio' });
    expect((await settings(manager)).json()).toMatchObject({ creditorIdentifier: 'DE98ZZZ09999999999', creditorProblem: null });
  });

  it('keeps a changed fee through later company changes and charges it on a return', async () => {
    const manager = userCaller('manager');
    const res = await setFee(manager, { ReturnFeeCents: 250 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnFeeCents: 250 });
    await f.company(manager.companyId);
    expect((await settings(manager)).json()).toMatchObject({ returnFeeCents: 250, creditorProblem: null });

    const a = await f.attendee(manager.companyId, 'A', 'A');
    await f.mandate(manager, a);
    const invoiceId = await f.openInvoice(manager, a, 1000);
    const file = await f.post('/api/DirectDebit/CreateSEPAFile', { collectionDate: COLLECTION_DATE }, manager);
    const e2e = /<EndToEndId>([^<]+)</.exec(file.body)![1]!;
    const form = new FormData();
    form.append('File', new Blob([`${e2e};10.00;AC04`], { type: 'text/csv' }), 'r.csv');
    expect((await t.upload('/api/DirectDebit/ImportReturns', form, manager)).json()).toMatchObject({ returned: 1, feeCents: 250 });
    expect(await t.db.system((tx) => tx.invoice.findUniqueOrThrow({ where: { id: invoiceId } }))).toMatchObject({ centCostSum: 1250 });
  });

  it.each([
    ['a negative fee', { returnFeeCents: -1 }],
    ['a fraction of a cent', { returnFeeCents: 2.5 }],
    ['more than 1000 EUR', { returnFeeCents: 100_001 }],
    ['no fee', {}],
  ])('refuses %s and changes nothing', async (_, body) => {
    const manager = userCaller('manager');
    await setFee(manager, { returnFeeCents: 300 });
    const res = await setFee(manager, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect((await settings(manager)).json()).toMatchObject({ returnFeeCents: 300 });
  });

  it('keeps each company’s fee to itself and refuses roles without direct-debit access', async () => {
    const manager = userCaller('manager');
    await setFee(manager, { returnFeeCents: 700 });
    expect((await settings(userCaller('manager'))).json()).toMatchObject({ returnFeeCents: 500 });
    for (const role of ['employee', 'trainer', 'attendee'] as const) {
      const caller = userCaller(role, manager.companyId);
      expect((await settings(caller)).statusCode).toBe(403);
      expect((await setFee(caller, { returnFeeCents: 0 })).statusCode).toBe(403);
    }
    expect((await settings(manager)).json()).toMatchObject({ returnFeeCents: 700 });
  });
});
