import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertSchemaMatchesMigrations, eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, type Caller, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { billingService } from '../src/service.ts';

const t = useTestService(billingService);

const get = (url: string, caller: Caller) => t.call('GET', url, undefined, caller);

type InvoiceList = { value: { periodStartDate: string; invoiceNumber: number }[]; '@odata.count': number };
type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;
const confirmedFacts = (facts: Partial<Facts> = {}): Facts =>
  payloadOf(BookingEvents.AttendanceConfirmed, { courseName: 'Yoga Basics', date: '2026-11-03', ...facts });
/** Emits booking's AttendanceConfirmed and answers its payload. */
const confirmed = async (companyId: string, facts: Partial<Facts> = {}): Promise<Facts> =>
  (await t.emit(BookingEvents.AttendanceConfirmed, companyId, confirmedFacts(facts))).payload as Facts;

const positionsOf = (caller: Caller, appointmentId: string) =>
  get(`/odata/invoicePositions?$count=true&$filter=${encodeURIComponent(`sourceAppointmentId eq ${appointmentId}`)}`, caller).then((r) =>
    r.json(),
  );

/** A list whose rows and count agree on n: the consumer's commit may land between the two reads. */
const settled = <L extends { value?: unknown[]; '@odata.count'?: number }>(list: L, n: number): L | undefined =>
  list.value?.length === n && list['@odata.count'] === n ? list : undefined;

/** Every subject in the outbox for the company, in write order. */
const outboxSubjects = async (companyId: string) => (await t.outbox()).filter((e) => e.companyId === companyId).map((e) => e.subject);

describe('billing', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('bills a confirmed attendance on a new monthly invoice and announces it', async () => {
    const manager = userCaller('manager');
    const p = await confirmed(manager.companyId);

    const positions = await eventually(async () => settled(await positionsOf(manager, p.appointmentId), 1));
    expect(positions.value[0]).toMatchObject({
      forAttendeeId: p.attendeeId,
      description: 'Yoga Basics am 03.11.2026',
      centCost: 1500,
      canceled: false,
    });

    const invoice = await get(`/api/invoices/${positions.value[0].invoiceId}`, manager);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({
      invoiceNumber: 1,
      attendeeId: p.attendeeId,
      attendeeAppUserId: p.applicationUserId,
      periodStartDate: '2026-11-01',
      periodEndDate: '2026-11-30',
      periodType: 0,
      paymentStatus: 0,
      centCostSum: 1500,
    });
    expect(await outboxSubjects(manager.companyId)).toEqual(['billing.invoice.created', 'billing.invoice-position.added']);
  });

  it('adds a second attendance of the month to the same invoice, a free one too', async () => {
    const manager = userCaller('manager');
    const attendeeId = randomUUID();
    const first = await confirmed(manager.companyId, { attendeeId, date: '2027-02-01', centCost: 1200 });
    await eventually(async () => settled(await positionsOf(manager, first.appointmentId), 1));
    const second = await confirmed(manager.companyId, { attendeeId, date: '2027-02-28', centCost: 0, courseName: 'Pilates' });
    const p2 = (await eventually(async () => settled(await positionsOf(manager, second.appointmentId), 1))).value[0];
    expect(p2).toMatchObject({ description: 'Pilates am 28.02.2027', centCost: 0 });

    const invoices = await get(`/odata/invoices?$count=true&$filter=${encodeURIComponent(`attendeeId eq ${attendeeId}`)}`, manager);
    expect(invoices.json()).toMatchObject({
      '@odata.count': 1,
      value: [{ id: p2.invoiceId, centCostSum: 1200, periodEndDate: '2027-02-28' }],
    });
    expect(await outboxSubjects(manager.companyId)).toEqual([
      'billing.invoice.created',
      'billing.invoice-position.added',
      'billing.invoice-position.added',
    ]);
  });

  it('numbers invoices per company and orders them by period, newest first', async () => {
    const manager = userCaller('manager');
    const attendeeId = randomUUID();
    const march = await confirmed(manager.companyId, { attendeeId, date: '2026-03-10' });
    await eventually(async () => settled(await positionsOf(manager, march.appointmentId), 1));
    await confirmed(manager.companyId, { attendeeId, date: '2026-05-10' });
    const list = await eventually(async () => settled((await get('/odata/invoices?$count=true', manager)).json<InvoiceList>(), 2));
    expect(list.value.map((i) => [i.periodStartDate, i.invoiceNumber])).toEqual([
      ['2026-05-01', 2],
      ['2026-03-01', 1],
    ]);
  });

  it('handles the same event delivered twice once', async () => {
    const manager = userCaller('manager');
    const duplicatesBefore = t.svc.stats.duplicates;
    const event = await t.emit(BookingEvents.AttendanceConfirmed, manager.companyId, confirmedFacts());
    await t.redeliver(event);
    await eventually(async () => (t.svc.stats.duplicates > duplicatesBefore ? true : undefined));
    const list = await positionsOf(manager, (event.payload as Facts).appointmentId);
    expect(list['@odata.count']).toBe(1);
  });

  it('answers 404 for another tenant and 403 for a trainer', async () => {
    const manager = userCaller('manager');
    const p = await confirmed(manager.companyId);
    const position = (await eventually(async () => settled(await positionsOf(manager, p.appointmentId), 1))).value[0];

    const other = userCaller('manager');
    expect((await get(`/api/invoices/${position.invoiceId}`, other)).statusCode).toBe(404);
    expect((await positionsOf(other, p.appointmentId))['@odata.count']).toBe(0);
    const trainer = await get(`/api/invoices/${position.invoiceId}`, userCaller('trainer', manager.companyId));
    expect(trainer.statusCode).toBe(403);
    expect((await get('/odata/invoices', userCaller('attendee', manager.companyId))).statusCode).toBe(403);
  });
});
