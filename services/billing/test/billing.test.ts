import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '@takt/kit';
import { assertSchemaMatchesMigrations, createTestEnv, eventually, gatewayHeaders, userCaller, type TestEnv } from '@takt/kit/testing';
import { BookingEvents, type Envelope, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { billingService } from '../src/service.ts';
import type { Client } from '../src/store/client.ts';

let env: TestEnv;
let svc: RunningService<Client>;

beforeAll(async () => {
  env = await createTestEnv('billing-test');
  svc = await startService(billingService, env);
});
afterAll(async () => {
  await svc?.close();
  await env?.dispose();
});

type Caller = Parameters<typeof gatewayHeaders>[1];
const get = (url: string, caller: Caller) => svc.app.inject({ method: 'GET', url, headers: gatewayHeaders(env.config, caller, 'GET', url) });

type InvoiceList = { value: { periodStartDate: string; invoiceNumber: number }[]; '@odata.count': number };
type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;
const confirmed = (companyId: string, facts: Partial<Facts> = {}): Envelope => ({
  id: randomUUID(),
  subject: BookingEvents.AttendanceConfirmed.subject,
  version: BookingEvents.AttendanceConfirmed.version,
  companyId,
  occurredAt: new Date().toISOString(),
  payload: {
    attendanceId: randomUUID(),
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
    appointmentId: randomUUID(),
    courseId: randomUUID(),
    courseName: 'Yoga Basics',
    date: '2026-11-03',
    timeFrom: '18:00',
    centCost: 1500,
    ...facts,
  } satisfies Facts,
});

const deliver = (e: Envelope, msgId: string = e.id) => env.bus.publish(e.subject, Buffer.from(JSON.stringify(e)), msgId);

const positionsOf = (caller: Caller, appointmentId: string) =>
  get(`/odata/invoicePositions?$count=true&$filter=${encodeURIComponent(`sourceAppointmentId eq ${appointmentId}`)}`, caller).then((r) => r.json());

/** A list whose rows and count agree on n: the consumer's commit may land between the two reads. */
const settled = <L extends { value?: unknown[]; '@odata.count'?: number }>(list: L, n: number): L | undefined =>
  list.value?.length === n && list['@odata.count'] === n ? list : undefined;

const outboxSubjects = (companyId: string) =>
  svc.db
    .system((tx) => tx.$queryRaw<{ subject: string }[]>`SELECT subject FROM kit_outbox WHERE envelope->>'companyId' = ${companyId} ORDER BY created_at`)
    .then((rows) => rows.map((r) => r.subject));

describe('billing', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(svc.db as never, Object.values(Prisma.ModelName));
  });

  it('bills a confirmed attendance on a new monthly invoice and announces it', async () => {
    const manager = userCaller('manager');
    const event = confirmed(manager.companyId);
    const p = event.payload as Facts;
    await deliver(event);

    const positions = await eventually(async () => settled(await positionsOf(manager, p.appointmentId), 1));
    expect(positions.value[0]).toMatchObject({ forAttendeeId: p.attendeeId, description: 'Yoga Basics am 03.11.2026', centCost: 1500, canceled: false });

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
    const first = confirmed(manager.companyId, { attendeeId, date: '2027-02-01', centCost: 1200 });
    const second = confirmed(manager.companyId, { attendeeId, date: '2027-02-28', centCost: 0, courseName: 'Pilates' });
    await deliver(first);
    await eventually(async () => settled(await positionsOf(manager, (first.payload as Facts).appointmentId), 1));
    await deliver(second);
    const p2 = (await eventually(async () => settled(await positionsOf(manager, (second.payload as Facts).appointmentId), 1))).value[0];
    expect(p2).toMatchObject({ description: 'Pilates am 28.02.2027', centCost: 0 });

    const invoices = await get(`/odata/invoices?$count=true&$filter=${encodeURIComponent(`attendeeId eq ${attendeeId}`)}`, manager);
    expect(invoices.json()).toMatchObject({ '@odata.count': 1, value: [{ id: p2.invoiceId, centCostSum: 1200, periodEndDate: '2027-02-28' }] });
    expect(await outboxSubjects(manager.companyId)).toEqual([
      'billing.invoice.created',
      'billing.invoice-position.added',
      'billing.invoice-position.added',
    ]);
  });

  it('numbers invoices per company and orders them by period, newest first', async () => {
    const manager = userCaller('manager');
    const attendeeId = randomUUID();
    const march = confirmed(manager.companyId, { attendeeId, date: '2026-03-10' });
    const may = confirmed(manager.companyId, { attendeeId, date: '2026-05-10' });
    await deliver(march);
    await eventually(async () => settled(await positionsOf(manager, (march.payload as Facts).appointmentId), 1));
    await deliver(may);
    const list = await eventually(async () => settled((await get('/odata/invoices?$count=true', manager)).json<InvoiceList>(), 2));
    expect(list.value.map((i) => [i.periodStartDate, i.invoiceNumber])).toEqual([
      ['2026-05-01', 2],
      ['2026-03-01', 1],
    ]);
  });

  it('handles the same event delivered twice once', async () => {
    const manager = userCaller('manager');
    const event = confirmed(manager.companyId);
    const duplicatesBefore = svc.stats.duplicates;
    await deliver(event, randomUUID());
    await deliver(event, randomUUID());
    await eventually(async () => (svc.stats.duplicates > duplicatesBefore ? true : undefined));
    const list = await positionsOf(manager, (event.payload as Facts).appointmentId);
    expect(list['@odata.count']).toBe(1);
  });

  it('answers 404 for another tenant and 403 for a trainer', async () => {
    const manager = userCaller('manager');
    const event = confirmed(manager.companyId);
    await deliver(event);
    const position = (await eventually(async () => settled(await positionsOf(manager, (event.payload as Facts).appointmentId), 1))).value[0];

    const other = userCaller('manager');
    expect((await get(`/api/invoices/${position.invoiceId}`, other)).statusCode).toBe(404);
    expect((await positionsOf(other, (event.payload as Facts).appointmentId))['@odata.count']).toBe(0);
    const trainer = await get(`/api/invoices/${position.invoiceId}`, userCaller('trainer', manager.companyId));
    expect(trainer.statusCode).toBe(403);
    expect((await get('/odata/invoices', userCaller('attendee', manager.companyId))).statusCode).toBe(403);
  });
});
