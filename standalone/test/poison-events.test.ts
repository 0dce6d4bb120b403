import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingService } from '@takt/booking';
import { MAX_DELIVERIES, rawSql } from '@takt/kit';
import { eventually, useTestService } from '@takt/kit/testing';
import { SchedulingEvents } from '@takt/proto';

const t = useTestService(bookingService);

interface ParkedRow {
  subject: string;
  error: string;
  deliveries: number;
}
const parked = () =>
  t.db.system((tx) => rawSql(tx).$queryRaw<ParkedRow[]>`SELECT subject, error, deliveries FROM kit_parked ORDER BY parked_at`);

const appointment = () => ({
  appointmentId: randomUUID(),
  courseId: randomUUID(),
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
    await t.env.bus.publish(bad.subject, Buffer.from(JSON.stringify(bad)), bad.id);
    const handledBefore = t.svc.stats.handled;
    await t.emit(SchedulingEvents.AppointmentCreated, randomUUID(), appointment());
    await eventually(async () => (t.svc.stats.parked === 1 && t.svc.stats.handled > handledBefore ? true : undefined));
    const [row] = await parked();
    expect(row).toMatchObject({ subject: 'scheduling.appointment.created', deliveries: 1 });
  });

  it('retries a failing handler with backoff and parks it after the last delivery', async () => {
    // Cancelling an appointment booking has never heard of fails until "created" arrives.
    await t.emit(SchedulingEvents.AppointmentCancelled, randomUUID(), {
      appointmentId: randomUUID(),
      canceledDate: new Date().toISOString(),
    });
    await eventually(async () => (t.svc.stats.parked === 2 ? true : undefined), 30_000, 'parking after retries');
    expect(t.svc.stats.retried).toBeGreaterThanOrEqual(MAX_DELIVERIES - 1);
    const rows = await parked();
    expect(rows[1]).toMatchObject({ subject: 'scheduling.appointment.cancelled', deliveries: MAX_DELIVERIES });
    expect(rows[1]!.error).toContain('not in the read model yet');
  }, 40_000);
});
