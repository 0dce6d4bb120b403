import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asTenant, startService, type RunningService } from '@takt/kit';
import { assertSchemaMatchesMigrations, createTestEnv, eventually, gatewayHeaders, userCaller, type TestEnv } from '@takt/kit/testing';
import { BookingEvents, type Envelope, type EventDef, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { statisticsService } from '../src/service.ts';
import type { Client } from '../src/store/client.ts';

let env: TestEnv;
let svc: RunningService<Client>;

beforeAll(async () => {
  env = await createTestEnv('statistics-test');
  svc = await startService(statisticsService, env);
});
afterAll(async () => {
  await svc?.close();
  await env?.dispose();
});

type Caller = Parameters<typeof gatewayHeaders>[1];
const fill = (caller: Caller, type: string, startDate: string, endDate: string) =>
  svc.app.inject({
    method: 'POST',
    url: '/api/Statistics/Fill',
    payload: { Type: type, StartDate: startDate, EndDate: endDate },
    headers: gatewayHeaders(env.config, caller, 'POST', '/api/Statistics/Fill'),
  });

const envelopeOf = <E extends EventDef>(def: E, companyId: string, payload: PayloadOf<E>, occurredAt = new Date()): Envelope => ({
  id: randomUUID(),
  subject: def.subject,
  version: def.version,
  companyId,
  occurredAt: occurredAt.toISOString(),
  payload,
});

/** Publishes as booking's relay would; msgId differs from the envelope id to get past the bus's duplicate window. */
const publish = (e: Envelope, msgId = e.id) => env.bus.publish(e.subject, Buffer.from(JSON.stringify(e)), msgId);

const facts = (courseName: string, date: string, attendeeId: string = randomUUID(), centCost = 1000) => ({
  attendanceId: randomUUID(),
  attendeeId,
  applicationUserId: null,
  appointmentId: randomUUID(),
  courseId: randomUUID(),
  courseName,
  date,
  timeFrom: '18:00',
  centCost,
});

const factCount = (companyId: string) => asTenant(companyId, () => svc.db.tx((tx) => tx.attendanceFact.count()));
const settled = (companyId: string, n: number) =>
  eventually(async () => ((await factCount(companyId)) === n ? true : undefined), 10_000, `${n} facts`);

describe('statistics', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(svc.db as never, Object.values(Prisma.ModelName));
  });

  it('counts confirmed attendances of the caller company only, with inclusive date bounds', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const anna = randomUUID();
    const eventsA = [
      envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-03-01', anna, 1500)),
      envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-03-15', anna, 1500)),
      envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Pilates', '2026-03-31', undefined, 1234)),
      envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-02-28')),
      envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-04-01')),
      envelopeOf(BookingEvents.AttendanceWaitlisted, a.companyId, { ...facts('Yoga', '2026-03-10'), waitingListNumber: 1 }),
    ];
    const eventsB = [envelopeOf(BookingEvents.AttendanceConfirmed, b.companyId, facts('Yoga', '2026-03-02'))];
    for (const e of [...eventsA, ...eventsB]) await publish(e);
    await settled(a.companyId, 6);
    await settled(b.companyId, 1);

    const attendances = await fill(a, 'AttendanceCount', '2026-03-01', '2026-03-31');
    expect(attendances.statusCode).toBe(200);
    expect(attendances.json()).toEqual([
      {
        key: 'total',
        amount: 3,
        nestedResults: [
          { key: 'Pilates', amount: 1, nestedResults: [] },
          { key: 'Yoga', amount: 2, nestedResults: [] },
        ],
      },
    ]);
    expect((await fill(a, 'AttendeeCount', '2026-03-01', '2026-03-31')).json()[0]).toMatchObject({ amount: 2 });
    expect((await fill(a, 'Revenues', '2026-03-01', '2026-03-31')).json()[0]).toMatchObject({ amount: 42.34 });
    expect((await fill(a, 'AttendanceCount', '2026-03-31', '2026-03-31')).json()[0]).toMatchObject({ amount: 1 });
    expect((await fill(a, 'AttendanceCount', '2026-02-28', '2026-04-01')).json()[0]).toMatchObject({ amount: 5 });
    expect((await fill(b, 'AttendanceCount', '2026-01-01', '2026-12-31')).json()).toEqual([
      { key: 'total', amount: 1, nestedResults: [{ key: 'Yoga', amount: 1, nestedResults: [] }] },
    ]);
  });

  it('counts a redelivered event once and lets the newer status win', async () => {
    const a = userCaller('manager');
    const duplicatesBefore = svc.stats.duplicates;
    const confirmed = envelopeOf(BookingEvents.AttendanceConfirmed, a.companyId, facts('Yoga', '2026-05-05'));
    await publish(confirmed);
    await publish(confirmed, randomUUID());
    await settled(a.companyId, 1);
    await eventually(async () => (svc.stats.duplicates > duplicatesBefore ? true : undefined), 10_000, 'duplicate seen');
    expect((await fill(a, 'AttendanceCount', '2026-05-01', '2026-05-31')).json()[0]).toMatchObject({ amount: 1 });

    // A waitlisted event older than the confirmation (delivered late) does not demote it.
    const late = envelopeOf(
      BookingEvents.AttendanceWaitlisted,
      a.companyId,
      { ...(confirmed.payload as PayloadOf<typeof BookingEvents.AttendanceConfirmed>), waitingListNumber: 1 },
      new Date(Date.parse(confirmed.occurredAt) - 60_000),
    );
    const handledBefore = svc.stats.handled;
    await publish(late);
    await eventually(async () => (svc.stats.handled > handledBefore ? true : undefined), 10_000, 'late event handled');
    expect((await fill(a, 'AttendanceCount', '2026-05-01', '2026-05-31')).json()[0]).toMatchObject({ amount: 1 });
  });

  it('is for managers only and validates the request', async () => {
    const employee = userCaller('employee');
    expect((await fill(employee, 'AttendanceCount', '2026-01-01', '2026-01-31')).statusCode).toBe(403);
    const admin = userCaller('admin');
    expect((await fill(admin, 'AttendanceCount', '2026-01-01', '2026-01-31')).statusCode).toBe(200);

    const bad = await fill(admin, 'Nonsense', '2026-02-01', '2026-01-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['type']));
    const reversed = await fill(admin, 'AttendanceCount', '2026-02-01', '2026-01-31');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['endDate']);
  });
});
