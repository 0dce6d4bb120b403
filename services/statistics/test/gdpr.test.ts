import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { AuditEvents, BillingEvents, BookingEvents, GdprEvents, MembershipEvents } from '@takt/proto';
import { statisticsService } from '../src/service.ts';

// Statistics' part of a member's export and erasure (decision 0037): figures stay, the person goes.
const t = useTestService(statisticsService);

async function member(companyId: string) {
  const person = { attendeeId: randomUUID(), applicationUserId: randomUUID() };
  await t.announce(
    BookingEvents.AttendanceConfirmed,
    companyId,
    payloadOf(BookingEvents.AttendanceConfirmed, { attendeeId: person.attendeeId }),
  );
  const entry = (action: 'updated' | 'erased', changes: Record<string, { from: unknown; to: unknown }>) =>
    payloadOf(AuditEvents.MembershipAuditRecorded, { entityId: person.attendeeId, action, changes });
  await t.announce(AuditEvents.MembershipAuditRecorded, companyId, entry('updated', { lastName: { from: 'Alt', to: 'Berg' } }));
  await t.announce(AuditEvents.MembershipAuditRecorded, companyId, entry('erased', {}));
  const position = { invoiceId: null, positionId: randomUUID(), attendeeId: person.attendeeId, centCost: 900 };
  await t.announce(BillingEvents.InvoicePositionAdded, companyId, { ...position, sourceCostId: randomUUID(), date: '2026-11-02' });
  return person;
}

describe('a member in the export and the erasure', () => {
  it('answers attendance facts and audit entries, then keeps the count but not the person or the audited values', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.StatisticsDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: Record<string, unknown[]> })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.attendances).toHaveLength(1);
    expect(answer?.data.auditEntries).toHaveLength(2);
    expect(answer?.data.singleCosts).toHaveLength(1);

    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    const state = () =>
      t.db.system(async (tx) => ({
        facts: await tx.attendanceFact.findMany({ where: { companyId }, select: { attendeeId: true, attendanceId: true } }),
        singleCosts: await tx.costPositionFact.count({ where: { companyId } }),
        log: await tx.eventLogEntry.findMany({
          where: { entityId: m.attendeeId },
          select: { action: true, changes: true },
          orderBy: { action: 'asc' },
        }),
      }));
    const after = await state();
    expect(after.facts).toHaveLength(1);
    expect(after.facts[0]!.attendeeId).not.toBe(m.attendeeId);
    expect(after.singleCosts).toBe(0);
    expect(after.log).toEqual([
      { action: 'erased', changes: {} },
      { action: 'updated', changes: {} },
    ]);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    expect(await state()).toEqual(after);
  });

  it("writes nothing of an erased member back when membership's older events are handled after the erasure", async () => {
    const companyId = randomUUID();
    const m = payloadOf(GdprEvents.AttendeeErased);
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const person = { attendeeId: m.attendeeId, birthday: '1980-02-03', gender: 'female' as const };
    await t.announce(GdprEvents.AttendeeErased, companyId, m, { occurredAt: at(30) });
    await t.announce(MembershipEvents.AttendeeCreated, companyId, payloadOf(MembershipEvents.AttendeeCreated, person), {
      occurredAt: at(10),
    });
    await t.announce(MembershipEvents.AttendeeUpdated, companyId, payloadOf(MembershipEvents.AttendeeUpdated, person), {
      occurredAt: at(20),
    });
    const characteristics = [{ referenceId: randomUUID(), fromDate: null, tillDate: null }];
    await t.announce(
      MembershipEvents.AttendeeCharacteristicsSet,
      companyId,
      { attendeeId: m.attendeeId, characteristics },
      { occurredAt: at(25) },
    );
    expect(await t.db.system((tx) => tx.attendeeFact.findUnique({ where: { attendeeId: m.attendeeId } }))).toBeNull();
  });

  it("counts booking's and billing's events of an erased member handled after the erasure under nobody", async () => {
    const companyId = randomUUID();
    const m = payloadOf(GdprEvents.AttendeeErased);
    await t.announce(GdprEvents.AttendeeErased, companyId, m);
    const attendance = payloadOf(BookingEvents.AttendanceConfirmed, { attendeeId: m.attendeeId });
    await t.announce(BookingEvents.AttendanceConfirmed, companyId, attendance);
    const position = { invoiceId: null, positionId: randomUUID(), attendeeId: m.attendeeId, centCost: 900 };
    await t.announce(BillingEvents.InvoicePositionAdded, companyId, { ...position, sourceCostId: randomUUID(), date: '2026-11-02' });
    const facts = await t.db.system((tx) => tx.attendanceFact.findMany({ where: { companyId }, select: { attendeeId: true } }));
    expect(facts).toHaveLength(1);
    expect(facts[0]!.attendeeId).not.toBe(m.attendeeId);
    expect(await t.db.system((tx) => tx.costPositionFact.count({ where: { companyId } }))).toBe(0);
  });
});
