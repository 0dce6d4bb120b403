import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { billingService } from '../src/service.ts';
import { billingFixtures } from './billing-fixtures.ts';

const t = useTestService(billingService);
const f = billingFixtures(t);
type Caller = ReturnType<typeof userCaller>;

/** An open single invoice of `centCost` for a new attendee of the manager's company. */
async function openInvoice(manager: Caller, centCost = 2000) {
  const attendee = await f.attendee(manager.companyId);
  const res = await f.post('/api/invoicePositions/AddByCosts', manager, {
    attendeeId: attendee.attendeeId,
    customCostEntries: [{ description: 'Kurs', centCost }],
    singleInvoice: true,
  });
  return { id: res.json().invoiceId as string, attendee };
}

describe('invoice states', () => {
  it('marks an open invoice paid with who and when, re-opens it, and cancels it for good', async () => {
    const manager = userCaller('manager');
    const { id } = await openInvoice(manager);
    const paid = await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 1 });
    expect(paid.json()).toMatchObject({ paymentStatus: 1, markedPaidById: manager.userId });
    expect(paid.json().markedPaidDateTime).toEqual(expect.any(String));
    expect((await f.positions(manager, `invoiceId eq ${id}`)).value[0].invoicePaymentStatus).toBe(1);

    expect((await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 0 })).json()).toMatchObject({
      paymentStatus: 0,
      markedPaidById: null,
    });
    const cancelled = await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 2 });
    expect(cancelled.json()).toMatchObject({ paymentStatus: 2, markedCancelledById: manager.userId });
    const reopened = await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 0 });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().code).toBe('invoice_not_open');
    const subjects = (await t.outbox()).filter((e) => e.companyId === manager.companyId).map((e) => e.subject);
    expect(subjects.filter((s) => s === 'billing.invoice.paid' || s === 'billing.invoice.cancelled')).toEqual([
      'billing.invoice.paid',
      'billing.invoice.cancelled',
    ]);
  });

  it('refuses cancelling a paid invoice (409, still paid) and a status that is none (400)', async () => {
    const manager = userCaller('manager');
    const { id } = await openInvoice(manager);
    await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 1 });
    const res = await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 2 });
    expect([res.statusCode, res.json().code]).toEqual([409, 'invoice_not_open']);
    expect((await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 7 })).statusCode).toBe(400);
    expect((await f.get(`/api/invoices/${id}`, manager)).json().paymentStatus).toBe(1);
  });

  it('raises the dunning level with a date and the configured fee as a position; filters by level; stops at 5', async () => {
    const manager = userCaller('manager');
    await f.put('/api/BillingSettings', manager, { dueDays: 14, dunningFees: [0, 250, 500, 750, 1000], halfYearStartMonth: 1 });
    const { id } = await openInvoice(manager, 2000);
    const first = (await f.post(`/api/invoices/RaiseDunningLevel/${id}`, manager)).json();
    expect(first).toMatchObject({ dunningLevel: 1, centCostSum: 2000 });
    expect(first.dunningLevelDates).toEqual([localDate(), null, null, null, null]);
    const second = (await f.post(`/api/invoices/RaiseDunningLevel/${id}`, manager)).json();
    expect(second).toMatchObject({ dunningLevel: 2, centCostSum: 2250 });
    expect((await f.positions(manager, `invoiceId eq ${id} and centCost eq 250`)).value[0].description).toBe('Mahngebühr 2. Mahnstufe');
    expect((await f.invoices(manager, 'dunningLevel eq 2'))['@odata.count']).toBe(1);
    expect((await f.invoices(manager, 'dunningLevel eq 1'))['@odata.count']).toBe(0);

    for (let i = 0; i < 3; i++) await f.post(`/api/invoices/RaiseDunningLevel/${id}`, manager);
    const past = await f.post(`/api/invoices/RaiseDunningLevel/${id}`, manager);
    expect([past.statusCode, past.json().code]).toEqual([400, 'validation_failed']);
    expect((await f.get(`/api/invoices/${id}`, manager)).json()).toMatchObject({
      dunningLevel: 5,
      centCostSum: 2000 + 250 + 500 + 750 + 1000,
    });
    expect((await t.outbox('billing.invoice.dunned')).filter((e) => e.companyId === manager.companyId)).toHaveLength(5);
  });

  it('does not dun a paid invoice (409)', async () => {
    const manager = userCaller('manager');
    const { id } = await openInvoice(manager);
    await f.put(`/api/invoices/${id}`, manager, { paymentStatus: 1 });
    const res = await f.post(`/api/invoices/RaiseDunningLevel/${id}`, manager);
    expect([res.statusCode, res.json().code]).toEqual([409, 'invoice_not_open']);
    expect((await f.get(`/api/invoices/${id}`, manager)).json().dunningLevel).toBe(0);
  });

  it('lists the invoices with a position in a location or department', async () => {
    const manager = userCaller('manager');
    const { id, attendee } = await openInvoice(manager);
    await openInvoice(manager);
    const [locationId, departmentId] = [randomUUID(), randomUUID()];
    const added = await f.post('/api/invoicePositions', manager, {
      attendeeId: attendee.attendeeId,
      description: 'Kurs',
      centCost: 100,
      invoiceId: id,
      locationId,
      departmentId,
    });
    expect(added.statusCode).toBe(200);
    const inLocation = (await f.get(`/odata/invoices/GetInLocation/${locationId}?$count=true`, manager)).json();
    expect([inLocation['@odata.count'], inLocation.value[0].id]).toEqual([1, id]);
    expect((await f.get(`/odata/invoices/GetInDepartment/${departmentId}?$count=true`, manager)).json()['@odata.count']).toBe(1);
    expect((await f.get(`/odata/invoices/GetInLocation/${randomUUID()}?$count=true`, manager)).json()['@odata.count']).toBe(0);
    expect((await f.get(`/odata/invoices/GetInLocation/${locationId}?$count=true`, userCaller('manager'))).json()['@odata.count']).toBe(0);
    expect((await f.get(`/odata/invoices/GetInLocation/${locationId}`, userCaller('trainer', manager.companyId))).statusCode).toBe(403);
  });

  it('keeps billing settings per company with defaults, and validates them', async () => {
    const manager = userCaller('manager');
    expect((await f.get('/api/BillingSettings', manager)).json()).toEqual({
      dueDays: 14,
      dunningFees: [0, 500, 500, 1000, 1000],
      halfYearStartMonth: 1,
    });
    const saved = { dueDays: 30, dunningFees: [100, 200, 300, 400, 500], halfYearStartMonth: 3 };
    expect((await f.put('/api/BillingSettings', manager, saved)).json()).toEqual(saved);
    expect((await f.put('/api/BillingSettings', manager, { ...saved, dunningFees: [-1, 0, 0, 0, 0] })).statusCode).toBe(400);
    expect((await f.put('/api/BillingSettings', manager, { ...saved, dunningFees: [1, 2] })).statusCode).toBe(400);
    expect((await f.get('/api/BillingSettings', manager)).json()).toEqual(saved);
    expect((await f.get('/api/BillingSettings', userCaller('manager'))).json().dueDays).toBe(14);
  });

  it("answers 404 for another company's invoice, 403 for a trainer; a member sees only their own invoices", async () => {
    const manager = userCaller('manager');
    const { id, attendee } = await openInvoice(manager);
    await openInvoice(manager);
    const other = userCaller('manager');
    expect((await f.get(`/api/invoices/${id}`, other)).statusCode).toBe(404);
    expect((await f.put(`/api/invoices/${id}`, other, { paymentStatus: 1 })).statusCode).toBe(404);
    expect((await f.post(`/api/invoices/RaiseDunningLevel/${id}`, other)).statusCode).toBe(404);
    const trainer = userCaller('trainer', manager.companyId);
    expect((await f.put(`/api/invoices/${id}`, trainer, { paymentStatus: 1 })).statusCode).toBe(403);
    expect(
      (await f.put('/api/BillingSettings', trainer, { dueDays: 1, dunningFees: [0, 0, 0, 0, 0], halfYearStartMonth: 1 })).statusCode,
    ).toBe(403);

    const member = userCaller('attendee', manager.companyId, attendee.applicationUserId!);
    expect((await f.get(`/api/invoices/${id}`, member)).statusCode).toBe(403);
    const mine = (await f.get('/odata/invoices/GetMine?$count=true', member)).json();
    expect(mine['@odata.count']).toBe(1);
    expect(mine.value[0].id).toBe(id);
    expect((await f.get('/odata/invoices/GetMine', manager)).statusCode).toBe(403);
    expect((await f.get(`/api/invoices/${id}`, manager)).json().paymentStatus).toBe(0);
  });
});
