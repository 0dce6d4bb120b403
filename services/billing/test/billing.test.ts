import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertSchemaMatchesMigrations, eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { BookingEvents, type PayloadOf } from '@takt/proto';
import { Prisma } from '../src/store/generated/client.ts';
import { billingService } from '../src/service.ts';
import { billingFixtures } from './billing-fixtures.ts';

const t = useTestService(billingService);
const f = billingFixtures(t);

type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;
const confirmedFacts = (facts: Partial<Facts> = {}): Facts =>
  payloadOf(BookingEvents.AttendanceConfirmed, { courseName: 'Yoga Basics', date: '2026-11-03', ...facts });

/** A list whose rows and count agree on n: the consumer's commit may land between the two reads. */
const settled = <L extends { value?: unknown[]; '@odata.count'?: number }>(list: L, n: number): L | undefined =>
  list.value?.length === n && list['@odata.count'] === n ? list : undefined;
const ofAppointment = (id: string) => `sourceAppointmentId eq ${id}`;

describe('billing', () => {
  it('has migrations that match the Prisma schema', async () => {
    await assertSchemaMatchesMigrations(t.db as never, Object.values(Prisma.ModelName));
  });

  it('turns a confirmed attendance into a pending position dated on the appointment, named after the attendee', async () => {
    const manager = userCaller('manager');
    const attendee = await f.attendee(manager.companyId);
    const p = (await t.emit(BookingEvents.AttendanceConfirmed, manager.companyId, confirmedFacts({ attendeeId: attendee.attendeeId })))
      .payload as Facts;

    const list = await eventually(async () => settled(await f.positions(manager, ofAppointment(p.appointmentId)), 1));
    expect(list.value[0]).toMatchObject({
      invoiceId: null,
      forAttendeeId: p.attendeeId,
      attendeeFullName: 'Muster, Erika',
      description: 'Yoga Basics am 03.11.2026',
      centCost: 1500,
      date: '2026-11-03',
      canceled: false,
      invoicePaymentStatus: 0,
    });
    expect((await t.outbox()).filter((e) => e.companyId === manager.companyId).map((e) => e.subject)).toEqual([
      'billing.invoice-position.added',
    ]);
    expect((await f.invoices(manager))['@odata.count']).toBe(0);
  });

  it('handles the same event delivered twice once', async () => {
    const manager = userCaller('manager');
    const duplicatesBefore = t.svc.stats.duplicates;
    const event = await t.emit(BookingEvents.AttendanceConfirmed, manager.companyId, confirmedFacts());
    await t.redeliver(event);
    await eventually(async () => (t.svc.stats.duplicates > duplicatesBefore ? true : undefined));
    expect((await f.positions(manager, ofAppointment((event.payload as Facts).appointmentId)))['@odata.count']).toBe(1);
  });

  it("cancels a cancelled booking's position", async () => {
    const manager = userCaller('manager');
    const facts = confirmedFacts({ attendanceId: randomUUID() });
    await t.emit(BookingEvents.AttendanceConfirmed, manager.companyId, facts);
    await eventually(async () => settled(await f.positions(manager, ofAppointment(facts.appointmentId)), 1));
    await t.emit(
      BookingEvents.AttendanceCancelled,
      manager.companyId,
      payloadOf(BookingEvents.AttendanceCancelled, {
        ...facts,
        previousStatus: 2,
        late: false,
        canceledDate: '2026-11-02T10:00:00.000Z',
        by: 'attendee',
      }),
    );
    const cancelled = await eventually(async () => {
      const row = (await f.positions(manager, ofAppointment(facts.appointmentId))).value[0];
      return row?.canceled ? row : undefined;
    });
    expect(cancelled.canceledDate).toBe('2026-11-02T10:00:00.000Z');
  });

  it('bills nothing for a booking whose cancellation was handled before its confirmation', async () => {
    const manager = userCaller('manager');
    const facts = confirmedFacts({ attendanceId: randomUUID() });
    const cancelled = { ...facts, previousStatus: 2, late: false, canceledDate: '2026-11-02T10:00:00.000Z', by: 'attendee' as const };
    await t.announce(BookingEvents.AttendanceCancelled, manager.companyId, payloadOf(BookingEvents.AttendanceCancelled, cancelled));
    await t.announce(BookingEvents.AttendanceConfirmed, manager.companyId, facts);
    expect((await f.positions(manager, ofAppointment(facts.appointmentId)))['@odata.count']).toBe(0);
    // The same booking id in another company is that company's own.
    const other = userCaller('manager');
    await t.announce(BookingEvents.AttendanceConfirmed, other.companyId, facts);
    expect((await f.positions(other, ofAppointment(facts.appointmentId)))['@odata.count']).toBe(1);
  });

  it('answers 404 for another tenant and 403 for a trainer or a member', async () => {
    const manager = userCaller('manager');
    const p = confirmedFacts();
    await t.emit(BookingEvents.AttendanceConfirmed, manager.companyId, p);
    const row = (await eventually(async () => settled(await f.positions(manager, ofAppointment(p.appointmentId)), 1))).value[0];

    const other = userCaller('manager');
    expect((await f.get(`/api/invoicePositions/${row.id}`, other)).statusCode).toBe(404);
    expect((await f.positions(other, ofAppointment(p.appointmentId)))['@odata.count']).toBe(0);
    expect((await f.get(`/api/invoicePositions/${row.id}`, userCaller('trainer', manager.companyId))).statusCode).toBe(403);
    expect((await f.get('/odata/invoices', userCaller('attendee', manager.companyId))).statusCode).toBe(403);
  });
});
