import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { billingService } from '../src/service.ts';
import { billingFixtures, position } from './billing-fixtures.ts';

const t = useTestService(billingService);
const f = billingFixtures(t);
type Caller = ReturnType<typeof userCaller>;

/** Monthly invoices for October and November (one attendee each) through a run each. */
async function twoMonths(manager: Caller) {
  const october = await f.attendee(manager.companyId);
  const november = await f.attendee(manager.companyId);
  await f.post('/api/invoicePositions', manager, position(october.attendeeId, { date: '2026-10-03', centCost: 1100 }));
  await f.post('/api/invoicePositions', manager, position(november.attendeeId, { date: '2026-11-03', centCost: 2200 }));
  await f.runAndWait(manager, 0, '2026-10-01');
  await f.runAndWait(manager, 0, '2026-11-01');
}

const count = async (caller: Caller) => (await f.post('/api/invoices/CountCompleteNonExportedInvoices', caller)).json().count;

describe('invoice exports', () => {
  it('exports the complete invoices of a month with positions, marks them exported (and paid), then counts the rest', async () => {
    const manager = userCaller('manager');
    await twoMonths(manager);
    expect(await count(manager)).toBe(2);

    const res = await f.post('/api/invoices/ExportCompleteInvoices?culture=en-US', manager, {
      exportForMonth: 11,
      exportForYear: 2026,
      markExportedInvoicesPaid: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.culture).toBe('en-US');
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]).toMatchObject({
      periodStartDate: '2026-11-01',
      centCostSum: 2200,
      exported: true,
      exportedByEmployeeId: manager.userId,
      paymentStatus: 1,
    });
    expect(body.invoices[0].positions).toEqual([expect.objectContaining({ description: 'Getränk', centCost: 2200 })]);
    expect(await count(manager)).toBe(1);

    const rest = (await f.post('/api/invoices/ExportCompleteInvoices', manager, {})).json();
    expect(rest.invoices.map((i: { periodStartDate: string; paymentStatus: number }) => [i.periodStartDate, i.paymentStatus])).toEqual([
      ['2026-10-01', 0],
    ]);
    expect((await f.post('/api/invoices/ExportCompleteInvoices', manager, {})).json().invoices).toEqual([]);
    expect(
      (await f.post('/api/invoices/ExportCompleteInvoices', manager, { exportPreviouslyExportedInvoices: true })).json().invoices,
    ).toHaveLength(2);
    expect(await count(manager)).toBe(0);
  });

  it('exports a single invoice without marking it', async () => {
    const manager = userCaller('manager');
    await twoMonths(manager);
    const id = (await f.invoices(manager, 'periodStartDate eq 2026-10-01')).value[0].id;
    const res = await f.post('/api/invoices/ExportSingleInvoice', manager, { invoiceId: id });
    expect(res.json()).toMatchObject({ culture: 'de-DE', invoices: [{ id, exported: false, positions: [{ centCost: 1100 }] }] });
    expect(await count(manager)).toBe(2);
  });

  it('refuses a month without its year, an unknown culture (400) and answers 404 and 403', async () => {
    const manager = userCaller('manager');
    await twoMonths(manager);
    expect((await f.post('/api/invoices/ExportCompleteInvoices', manager, { exportForMonth: 11 })).statusCode).toBe(400);
    expect((await f.post('/api/invoices/ExportCompleteInvoices?culture=fr-FR', manager, {})).statusCode).toBe(400);
    expect(await count(manager)).toBe(2);
    const id = (await f.invoices(manager)).value[0].id;
    const other = userCaller('manager');
    expect((await f.post('/api/invoices/ExportSingleInvoice', other, { invoiceId: id })).statusCode).toBe(404);
    expect((await f.post('/api/invoices/ExportCompleteInvoices', other, {})).json().invoices).toEqual([]);
    const trainer = userCaller('trainer', manager.companyId);
    expect((await f.post('/api/invoices/ExportCompleteInvoices', trainer, {})).statusCode).toBe(403);
    expect((await f.post('/api/invoices/CountCompleteNonExportedInvoices', trainer)).statusCode).toBe(403);
    expect(await count(manager)).toBe(2);
  });
});
