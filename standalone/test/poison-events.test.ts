import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingService } from '@takt/booking';
import { MAX_DELIVERIES, rawSql } from '@takt/kit';
import { eventually, payloadOf, useTestService } from '@takt/kit/testing';
import { SchedulingEvents } from '@takt/proto';

const t = useTestService(bookingService);

interface ParkedRow {
  subject: string;
  error: string;
  deliveries: number;
}
/** The parked row of one event: each test looks only at its own, so they run in any order. */
const parkedRow = async (eventId: string) =>
  (
    await t.db.system(
      (tx) => rawSql(tx).$queryRaw<ParkedRow[]>`SELECT subject, error, deliveries FROM kit_parked WHERE event_id = ${eventId}::uuid`,
    )
  )[0];

const appointment = () =>
  payloadOf(SchedulingEvents.AppointmentCreated, {
    courseName: 'Pilates',
    date: '2026-12-03',
    timeFrom: '10:00',
    timeTill: '11:00',
    maxAttendees: 8,
    centCost: 0,
  });

describe('poison events', () => {
  it('parks an event whose payload breaks the schema at once, and goes on with the next', async () => {
    const bad = {
      id: randomUUID(),
      subject: SchedulingEvents.AppointmentCreated.subject,
      version: 1,
      companyId: randomUUID(),
      occurredAt: new Date().toISOString(),
      payload: { appointmentId: 'nope' },
    };
    const handledBefore = t.svc.stats.handled;
    await t.env.bus.publish(bad.subject, Buffer.from(JSON.stringify(bad)), bad.id);
    await t.emit(SchedulingEvents.AppointmentCreated, randomUUID(), appointment());
    const row = await eventually(() => parkedRow(bad.id), 10_000, 'malformed event parked');
    await eventually(async () => (t.svc.stats.handled > handledBefore ? true : undefined), 10_000, 'next event handled');
    expect(row).toMatchObject({ subject: 'scheduling.appointment.created', deliveries: 1 });
  });

  it('keeps an event that waits for another retrying past the failure limit, and applies it once the other arrives', async () => {
    // "cancelled" may overtake "created" under load: booking has not heard of the appointment yet.
    const [companyId, appointmentId] = [randomUUID(), randomUUID()];
    const retriedBefore = t.svc.stats.retried;
    const cancelled = await t.emit(SchedulingEvents.AppointmentCancelled, companyId, {
      appointmentId,
      canceledDate: new Date().toISOString(),
    });
    await eventually(
      async () => (t.svc.stats.retried - retriedBefore >= MAX_DELIVERIES ? true : undefined),
      30_000,
      'retries past the failure limit',
    );
    expect(await parkedRow(cancelled.id)).toBeUndefined();
    await t.emit(SchedulingEvents.AppointmentCreated, companyId, { ...appointment(), appointmentId });
    const view = await eventually(
      async () =>
        (await t.db.system((tx) => tx.appointmentView.findFirst({ where: { id: appointmentId, isCancelled: true } }))) ?? undefined,
      20_000,
      'cancellation applied after the creation',
    );
    expect(view.companyId).toBe(companyId);
    expect(await parkedRow(cancelled.id)).toBeUndefined();
  }, 60_000);
});
