import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userCaller, useTestService } from '@takt/kit/testing';
import { billingService } from '../src/service.ts';
import { billingFixtures, position } from './billing-fixtures.ts';

const t = useTestService(billingService);
const f = billingFixtures(t);

/** A company with a manager and an attendee billing knows. */
async function setup() {
  const manager = userCaller('manager');
  const attendee = await f.attendee(manager.companyId);
  return { manager, attendeeId: attendee.attendeeId, attendee };
}

/** A single invoice of one custom entry, in the given status (0 open, 1 paid). */
async function singleInvoice(manager: ReturnType<typeof userCaller>, attendeeId: string, paymentStatus = 0, centCost = 1000) {
  const res = await f.post('/api/invoicePositions/AddByCosts', manager, {
    attendeeId,
    customCostEntries: [{ description: 'Kurs', centCost }],
    singleInvoice: true,
    paymentStatus,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { invoiceId: string; positionIds: string[] };
}

describe('invoice positions', () => {
  it('adds a manual position that waits for the run', async () => {
    const { manager, attendeeId } = await setup();
    const res = await f.post('/api/invoicePositions', manager, position(attendeeId, { note: 'Theke', locationId: randomUUID() }));
    expect(res.statusCode, res.body).toBe(200);
    const row = (await f.get(`/api/invoicePositions/${res.json().id}`, manager)).json();
    expect(row).toMatchObject({
      invoiceId: null,
      forAttendeeId: attendeeId,
      attendeeFullName: 'Muster, Erika',
      description: 'Getränk',
      note: 'Theke',
      centCost: 250,
      date: '2026-11-10',
    });
    expect((await f.positions(manager, `forAttendeeId eq ${attendeeId}`))['@odata.count']).toBe(1);
    expect((await f.get(`/odata/invoicePositions/GetInLocation/${row.locationId}?$count=true`, manager)).json()['@odata.count']).toBe(1);
    expect((await f.get(`/odata/invoicePositions/GetInLocation/${randomUUID()}?$count=true`, manager)).json()['@odata.count']).toBe(0);
  });

  it('adds a position to an open invoice and its sum follows; a paid invoice refuses it (409)', async () => {
    const { manager, attendeeId } = await setup();
    const { invoiceId } = await singleInvoice(manager, attendeeId);
    expect((await f.post('/api/invoicePositions', manager, position(attendeeId, { invoiceId }))).statusCode).toBe(200);
    expect((await f.get(`/api/invoices/${invoiceId}`, manager)).json()).toMatchObject({ centCostSum: 1250, periodType: 2 });
    expect((await f.positions(manager, `invoiceId eq ${invoiceId}`))['@odata.count']).toBe(2);

    const paid = await singleInvoice(manager, attendeeId, 1);
    const refused = await f.post('/api/invoicePositions', manager, position(attendeeId, { invoiceId: paid.invoiceId }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('invoice_not_open');
    expect((await f.positions(manager, `invoiceId eq ${paid.invoiceId}`))['@odata.count']).toBe(1);
  });

  it('AddByCosts: catalogue costs times their count and custom entries, pending by default', async () => {
    const { manager, attendeeId } = await setup();
    const costId = randomUUID();
    const res = await f.post('/api/invoicePositions/AddByCosts', manager, {
      AttendeeId: attendeeId,
      CostEntries: [{ costId, description: 'Handtuch', centCost: 300, count: 2 }],
      CustomCostEntries: [{ description: 'Probetraining', centCost: 0, note: 'gratis' }],
      date: '2026-11-20',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoiceId).toBeNull();
    const rows = (await f.positions(manager, `forAttendeeId eq ${attendeeId}`)).value;
    expect(
      rows
        .map((r: { description: string; centCost: number; sourceCostId: string | null }) => [r.description, r.centCost, r.sourceCostId])
        .sort(),
    ).toEqual([
      ['2 × Handtuch', 600, costId],
      ['Probetraining', 0, null],
    ]);
    // Statistics groups by the cost and the date (decision 0068).
    const added = (await t.outbox('billing.invoice-position.added')).filter((e) => e.companyId === manager.companyId);
    expect(added.map((e) => e.payload)).toEqual(
      expect.arrayContaining(
        [costId, null].map((sourceCostId) => expect.objectContaining({ attendeeId, sourceCostId, date: '2026-11-20' })),
      ),
    );
    expect(added).toHaveLength(2);
  });

  it('AddByCosts as a single paid invoice: numbered, paid by the caller, positions carry the status', async () => {
    const { manager, attendeeId, attendee } = await setup();
    const { invoiceId } = await f
      .post('/api/invoicePositions/AddByCosts', manager, {
        attendeeAppUserId: attendee.applicationUserId,
        customCostEntries: [{ description: 'Workshop', centCost: 4500 }],
        singleInvoice: true,
        paymentStatus: 1,
      })
      .then((r) => r.json());
    const invoice = (await f.get(`/api/invoices/${invoiceId}`, manager)).json();
    expect(invoice).toMatchObject({ paymentStatus: 1, markedPaidById: manager.userId, centCostSum: 4500, attendeeId, invoiceNumber: 1 });
    expect(invoice.invoiceNumberString).toMatch(/^\d{4}-00001$/);
    expect((await f.positions(manager, `invoicePaymentStatus eq 1`)).value).toEqual([
      expect.objectContaining({ invoiceId, invoiceNumberString: invoice.invoiceNumberString }),
    ]);
  });

  it('cancels and uncancels with who and when; the invoice sum follows', async () => {
    const { manager, attendeeId } = await setup();
    const { invoiceId, positionIds } = await singleInvoice(manager, attendeeId, 0, 1000);
    const extra = (await f.post('/api/invoicePositions', manager, position(attendeeId, { invoiceId, centCost: 500 }))).json().id;

    const cancelled = await f.post(`/api/invoicePositions/Cancel/${extra}`, manager);
    expect(cancelled.json()).toMatchObject({ canceled: true, canceledById: manager.userId });
    expect(cancelled.json().canceledDate).toEqual(expect.any(String));
    expect((await f.get(`/api/invoices/${invoiceId}`, manager)).json().centCostSum).toBe(1000);
    expect((await f.post(`/api/invoicePositions/Cancel/${extra}`, manager)).json().canceled).toBe(true);

    const back = await f.post(`/api/invoicePositions/UnCancel/${extra}`, manager);
    expect(back.json()).toMatchObject({ canceled: false, canceledById: null, editedById: manager.userId });
    expect((await f.get(`/api/invoices/${invoiceId}`, manager)).json().centCostSum).toBe(1500);
    expect(positionIds).toHaveLength(1);
    // Each change is announced once with the position as it is now (decision 0068); the repeated cancel changed nothing.
    const changes = (await t.outbox('billing.invoice-position.changed')).filter((e) => e.companyId === manager.companyId);
    expect(changes.map((e) => e.payload)).toEqual([
      expect.objectContaining({ positionId: extra, attendeeId, sourceCostId: null, centCost: 500, canceled: true }),
      expect.objectContaining({ positionId: extra, canceled: false }),
    ]);
  });

  it('edits a position while its invoice is open, not once it is paid (409, nothing changed)', async () => {
    const { manager, attendeeId } = await setup();
    const { invoiceId, positionIds } = await singleInvoice(manager, attendeeId, 0, 1000);
    const edit = { description: 'Kurs (korrigiert)', centCost: 1200, date: '2026-11-11', note: 'Rabatt entfällt' };
    const edited = await f.put(`/api/invoicePositions/${positionIds[0]}`, manager, edit);
    expect(edited.json()).toMatchObject({ ...edit, editedById: manager.userId });
    expect((await f.get(`/api/invoices/${invoiceId}`, manager)).json().centCostSum).toBe(1200);

    expect((await f.put(`/api/invoices/${invoiceId}`, manager, { paymentStatus: 1 })).statusCode).toBe(200);
    const refused = await f.put(`/api/invoicePositions/${positionIds[0]}`, manager, { ...edit, centCost: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('invoice_not_open');
    expect((await f.post(`/api/invoicePositions/Cancel/${positionIds[0]}`, manager)).json().code).toBe('invoice_not_open');
    expect((await f.get(`/api/invoicePositions/${positionIds[0]}`, manager)).json()).toMatchObject({
      centCost: 1200,
      canceled: false,
      invoicePaymentStatus: 1,
    });
  });

  it.each([
    ['negative cents', { centCost: -100 }, 'centCost'],
    ['non-integer cents', { centCost: 12.5 }, 'centCost'],
    ['an empty description', { description: '' }, 'description'],
    ['a date that is none', { date: '2026-02-30' }, 'date'],
  ])('refuses %s (400, nothing stored)', async (_, over, field) => {
    const { manager, attendeeId } = await setup();
    const res = await f.post('/api/invoicePositions', manager, position(attendeeId, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(JSON.stringify(res.json().details)).toContain(field);
    expect((await f.positions(manager, `forAttendeeId eq ${attendeeId}`))['@odata.count']).toBe(0);
  });

  it('refuses an unknown attendee and AddByCosts without entries (400)', async () => {
    const manager = userCaller('manager');
    const unknown = await f.post('/api/invoicePositions', manager, position(randomUUID()));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields).toEqual([{ field: 'attendeeId', message: 'unknown attendee' }]);
    const { attendeeId } = await setup();
    const empty = await f.post('/api/invoicePositions/AddByCosts', manager, { attendeeId });
    expect(empty.statusCode).toBe(400);
    const paidPending = await f.post('/api/invoicePositions/AddByCosts', manager, {
      attendeeId,
      customCostEntries: [{ description: 'x', centCost: 1 }],
      paymentStatus: 1,
    });
    expect(paidPending.statusCode).toBe(400);
    expect((await f.positions(manager))['@odata.count']).toBe(0);
  });

  it("answers 404 for another company's position and attendee, 403 for a trainer and a member", async () => {
    const { manager, attendeeId } = await setup();
    const id = (await f.post('/api/invoicePositions', manager, position(attendeeId))).json().id;
    const other = userCaller('manager');
    expect((await f.post(`/api/invoicePositions/Cancel/${id}`, other)).statusCode).toBe(404);
    expect((await f.put(`/api/invoicePositions/${id}`, other, { description: 'x', centCost: 1, date: '2026-11-01' })).statusCode).toBe(404);
    expect((await f.post('/api/invoicePositions', other, position(attendeeId))).statusCode).toBe(400);
    for (const role of ['trainer', 'attendee'] as const) {
      const caller = userCaller(role, manager.companyId);
      expect((await f.post('/api/invoicePositions', caller, position(attendeeId))).statusCode).toBe(403);
      expect((await f.post(`/api/invoicePositions/Cancel/${id}`, caller)).statusCode).toBe(403);
      expect((await f.get('/odata/invoicePositions', caller)).statusCode).toBe(403);
    }
    expect((await f.get(`/api/invoicePositions/${id}`, manager)).json().canceled).toBe(false);
  });
});
