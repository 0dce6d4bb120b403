import { describe, expect, it } from 'vitest';
import { localDate } from '@takt/kit';
import { eventually, userCaller, useTestService } from '@takt/kit/testing';
import { billingService } from '../src/service.ts';
import { billingFixtures, position } from './billing-fixtures.ts';

const t = useTestService(billingService);
const f = billingFixtures(t);

const MONTH = 0;
const QUARTER = 1;
const year = Number(localDate().slice(0, 4));
type Invoice = {
  id: string;
  invoiceNumber: number;
  invoiceNumberString: string;
  attendeeId: string;
  centCostSum: number;
  periodStartDate: string;
};

const run = (caller: ReturnType<typeof userCaller>, periodType: number, periodStart: string) =>
  f.runAndWait(caller, periodType, periodStart);

describe('invoice runs', () => {
  it('invoices pending positions up to the period end and membership fees, numbered per year, due after the set days', async () => {
    const manager = userCaller('manager');
    const type = await f.membershipType(manager.companyId, { name: 'Erwachsene', cost: 3900 });
    const member = await f.attendee(manager.companyId, {
      memberships: [{ membershipTypeId: type.membershipTypeId, fromDate: '2026-01-01', tillDate: null }],
    });
    const guest = await f.attendee(manager.companyId, { firstName: 'Gast', lastName: 'Nur' });
    await f.post('/api/invoicePositions', manager, position(member.attendeeId, { centCost: 250, date: '2026-10-20' }));
    await f.post('/api/invoicePositions', manager, position(guest.attendeeId, { centCost: 800, date: '2026-11-05' }));
    const december = (await f.post('/api/invoicePositions', manager, position(guest.attendeeId, { date: '2026-12-01' }))).json().id;
    await f.put('/api/BillingSettings', manager, { dueDays: 10, dunningFees: [0, 500, 500, 1000, 1000], halfYearStartMonth: 1 });

    const res = await run(manager, MONTH, '2026-11-01');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'finished',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      attendeeCount: 2,
      invoiceCount: 2,
      centSum: 3900 + 250 + 800,
    });

    const invoices = (await f.invoices(manager, 'periodStartDate eq 2026-11-01')).value as Invoice[];
    expect(invoices.map((i) => [i.attendeeId, i.centCostSum]).sort()).toEqual(
      [
        [member.attendeeId, 4150],
        [guest.attendeeId, 800],
      ].sort(),
    );
    expect(invoices.map((i) => i.invoiceNumber).sort()).toEqual([1, 2]);
    const mine = invoices.find((i) => i.attendeeId === member.attendeeId)!;
    expect(mine).toMatchObject({ attendeeFullName: 'Muster, Erika', periodType: MONTH, paymentStatus: 0, dunningLevel: 0 });
    expect(mine.invoiceNumberString).toMatch(new RegExp(`^${year}-0000[12]$`));
    expect((mine as unknown as { dueDate: string }).dueDate > localDate()).toBe(true);
    const positions = (await f.positions(manager, `invoiceId eq ${mine.id}`)).value;
    expect(positions.map((p: { description: string; centCost: number }) => [p.description, p.centCost]).sort()).toEqual([
      ['Erwachsene 01.11.2026 – 30.11.2026', 3900],
      ['Getränk', 250],
    ]);
    expect((await f.get(`/api/invoicePositions/${december}`, manager)).json().invoiceId).toBeNull();
    const subjects = (await t.outbox('billing.invoice.created')).filter((e) => e.companyId === manager.companyId);
    expect(subjects).toHaveLength(2);
  });

  it('is idempotent: the same period again creates nothing, a later position waits for the next period', async () => {
    const manager = userCaller('manager');
    const a = await f.attendee(manager.companyId);
    await f.post('/api/invoicePositions', manager, position(a.attendeeId, { date: '2026-11-05' }));
    expect((await run(manager, MONTH, '2026-11-01')).json().invoiceCount).toBe(1);
    await f.post('/api/invoicePositions', manager, position(a.attendeeId, { date: '2026-11-06', description: 'später' }));

    const again = await run(manager, MONTH, '2026-11-01');
    expect(again.json()).toMatchObject({ status: 'finished', invoiceCount: 0, centSum: 0 });
    expect((await f.invoices(manager))['@odata.count']).toBe(1);
    expect((await f.positions(manager, 'invoiceId eq null'))['@odata.count']).toBe(1);

    const december = await run(manager, MONTH, '2026-12-01');
    expect(december.json().invoiceCount).toBe(1);
    expect((await f.invoices(manager)).value.map((i: Invoice) => i.invoiceNumber)).toEqual([2, 1]);
    expect((await f.get('/odata/invoiceRuns?$count=true', manager)).json()['@odata.count']).toBe(3);
  });

  it('numbers without gaps or duplicates when runs go in parallel', async () => {
    const manager = userCaller('manager');
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await f.attendee(manager.companyId)).attendeeId);
    // More attendees than one run's transaction takes, so the runs' transactions interleave.
    await Promise.all(
      ids.map((id, i) => f.post('/api/invoicePositions', manager, position(id, { date: i % 2 ? '2026-10-15' : '2026-11-15' }))),
    );
    const runs = await Promise.all([
      run(manager, MONTH, '2026-11-01'),
      run(manager, MONTH, '2026-11-01'),
      run(manager, QUARTER, '2026-10-01'),
      run(manager, MONTH, '2026-10-01'),
    ]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const all = (await f.get('/odata/invoices?$count=true&$top=100', manager)).json().value as Invoice[];
    // Every attendee is invoiced exactly once per period type, whichever run got them first.
    expect(all.length).toBe(runs.reduce((n, r) => n + r.json().invoiceCount, 0));
    expect(all.map((i) => i.invoiceNumber).sort((x, y) => x - y)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    const monthly = all.filter((i) => i.periodStartDate !== '2026-10-01' || (i as unknown as { periodType: number }).periodType === MONTH);
    expect(new Set(monthly.map((i) => `${i.attendeeId}:${i.periodStartDate}`)).size).toBe(monthly.length);
    expect((await f.positions(manager, 'invoiceId eq null'))['@odata.count']).toBe(0);
  });

  it.each([
    ['a month not on its first', { periodType: MONTH, periodStart: '2026-11-02' }, 'periodStart'],
    ['a quarter starting in February', { periodType: QUARTER, periodStart: '2026-02-01' }, 'periodStart'],
    ['a single invoice as a run', { periodType: 2, periodStart: '2026-11-01' }, 'periodType'],
    ['a date that is none', { periodType: MONTH, periodStart: '2026-13-01' }, 'periodStart'],
  ])('refuses %s (400, no run)', async (_, body, field) => {
    const manager = userCaller('manager');
    const res = await f.post('/api/invoices/Run', manager, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().details)).toContain(field);
    expect((await f.get('/odata/invoiceRuns?$count=true', manager)).json()['@odata.count']).toBe(0);
  });

  it("runs only over the caller's company; a trainer or a member may not run (403)", async () => {
    const manager = userCaller('manager');
    const a = await f.attendee(manager.companyId);
    await f.post('/api/invoicePositions', manager, position(a.attendeeId));
    const other = userCaller('manager');
    expect((await run(other, MONTH, '2026-11-01')).json().invoiceCount).toBe(0);
    for (const role of ['trainer', 'attendee'] as const) {
      expect((await run(userCaller(role, manager.companyId), MONTH, '2026-11-01')).statusCode).toBe(403);
    }
    expect((await f.invoices(manager))['@odata.count']).toBe(0);
  });
});

describe('invoice run progress', () => {
  it('follows a run id the client chose: the run row and its hub notices; the same id again is a conflict', async () => {
    const manager = userCaller('manager');
    const notices: unknown[] = [];
    const sub = await t.env.bus.listen(`notify.${manager.companyId}.InvoiceRunProgress`, (_, data) =>
      notices.push(JSON.parse(Buffer.from(data).toString())),
    );
    for (let i = 0; i < 3; i++) {
      const a = await f.attendee(manager.companyId);
      await f.post('/api/invoicePositions', manager, position(a.attendeeId));
    }
    const runId = crypto.randomUUID();
    const res = await f.post('/api/invoices/Run', manager, { periodType: MONTH, periodStart: '2026-11-01', runId });
    // Answered at once: who is looked at is fixed, the invoicing goes on in the background.
    expect(res.json()).toMatchObject({ id: runId, attendeeCount: 3, status: 'running' });
    const row = await eventually(async () => {
      const r = (await f.get(`/odata/invoiceRuns?$filter=${encodeURIComponent(`id eq ${runId}`)}`, manager)).json().value[0];
      return r.status === 'finished' ? r : undefined;
    });
    expect(row).toMatchObject({ doneCount: 3, invoiceCount: 3 });
    const again = await f.post('/api/invoices/Run', manager, { periodType: MONTH, periodStart: '2026-12-01', runId });
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
    await eventually(async () => (notices.length >= 2 ? true : undefined));
    expect(notices[0]).toEqual({ runId, done: 0, total: 3, finished: false });
    expect(notices.at(-1)).toEqual({ runId, done: 3, total: 3, finished: true });
    await sub.stop();
  });
});
