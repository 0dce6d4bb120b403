import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { payloadOf, useTestService } from '@takt/kit/testing';
import { GdprEvents, MembershipEvents, PaymentStatus } from '@takt/proto';
import { billingService } from '../src/service.ts';

// Billing's part of a member's export and erasure (decision 0037): invoices stay, anonymised.
const t = useTestService(billingService);

async function member(companyId: string) {
  const created = payloadOf(MembershipEvents.AttendeeCreated, { firstName: 'Jana', lastName: 'Roth' });
  await t.announce(MembershipEvents.AttendeeCreated, companyId, created);
  const { attendeeId, applicationUserId } = created;
  const invoiceId = randomUUID();
  await t.db.system(async (tx) => {
    const period = { periodStartDate: new Date('2026-10-01'), periodEndDate: new Date('2026-10-31') };
    await tx.invoice.create({
      data: {
        id: invoiceId,
        companyId,
        invoiceNumber: Math.floor(Math.random() * 1e6),
        invoiceYear: 2026,
        attendeeId,
        attendeeAppUserId: applicationUserId,
        attendeeFullName: 'Roth, Jana',
        paymentStatus: PaymentStatus.Open,
        centCostSum: 4500,
        ...period,
      },
    });
    await tx.invoicePosition.create({
      data: {
        id: randomUUID(),
        companyId,
        invoiceId,
        forAttendeeId: attendeeId,
        attendeeFullName: 'Roth, Jana',
        description: 'Yoga',
        note: 'Jana',
        centCost: 4500,
      },
    });
    await tx.paymentData.create({
      data: { attendeeId, companyId, iban: 'DE89370400440532013000', accountHolder: 'Jana Roth', mandateReference: `M-${invoiceId}` },
    });
  });
  return { attendeeId, applicationUserId, invoiceId };
}

describe('a data export request', () => {
  it("answers the member's invoices with positions and the payment data", async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const exportId = randomUUID();
    await t.announce(GdprEvents.DataExportRequested, companyId, { exportId, ...m });
    const answer = (await t.outbox(GdprEvents.BillingDataExported.subject))
      .map((e) => e.payload as { exportId: string; data: Record<string, unknown> })
      .find((p) => p.exportId === exportId);
    expect(answer?.data.invoices).toEqual([
      expect.objectContaining({
        id: m.invoiceId,
        attendeeFullName: 'Roth, Jana',
        positions: [expect.objectContaining({ description: 'Yoga' })],
      }),
    ]);
    expect(answer?.data.paymentData).toMatchObject({ iban: 'DE89370400440532013000', accountHolder: 'Jana Roth' });
    expect(answer?.data.attendee).toMatchObject({ firstName: 'Jana', lastName: 'Roth' });
  });
});

describe('an erased member', () => {
  it('keeps the open invoice with an anonymous name and drops the IBAN; a second event changes nothing more', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });
    const state = () =>
      t.db.system(async (tx) => ({
        invoice: await tx.invoice.findUniqueOrThrow({ where: { id: m.invoiceId }, include: { positions: true } }),
        payment: await tx.paymentData.count({ where: { attendeeId: m.attendeeId } }),
        view: await tx.attendeeView.findUnique({ where: { id: m.attendeeId } }),
      }));
    const after = await state();
    expect(after.invoice).toMatchObject({
      attendeeFullName: 'Anonymisiert',
      attendeeAppUserId: null,
      paymentStatus: PaymentStatus.Open,
      centCostSum: 4500,
    });
    expect(after.invoice.positions).toEqual([expect.objectContaining({ attendeeFullName: 'Anonymisiert', note: null, centCost: 4500 })]);
    expect(after.payment).toBe(0);
    expect(after.view).toMatchObject({ firstName: 'Anonymisiert', lastName: 'Anonymisiert', applicationUserId: null, memberships: [] });
    expect(JSON.stringify(after)).not.toMatch(/Jana|Roth|DE89/);

    await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId: m.attendeeId, applicationUserId: m.applicationUserId });
    const again = await state();
    expect({ ...again, view: { ...again.view, updatedAt: null } }).toEqual({ ...after, view: { ...after.view, updatedAt: null } });
  });

  it('takes back neither the name nor the bank account from events handled after the erasure (retried after a failure)', async () => {
    const companyId = randomUUID();
    const m = await member(companyId);
    const unseen = randomUUID();
    for (const attendeeId of [m.attendeeId, unseen])
      await t.announce(GdprEvents.AttendeeErased, companyId, { attendeeId, applicationUserId: null });
    for (const attendeeId of [m.attendeeId, unseen]) {
      const person = { attendeeId, firstName: 'Jana', lastName: 'Roth' };
      await t.announce(MembershipEvents.AttendeeCreated, companyId, payloadOf(MembershipEvents.AttendeeCreated, person));
      await t.announce(
        MembershipEvents.MandateGiven,
        companyId,
        payloadOf(MembershipEvents.MandateGiven, { attendeeId, holder: 'Jana Roth' }),
      );
    }
    const left = await t.db.system(async (tx) => ({
      views: await tx.attendeeView.findMany({ where: { id: { in: [m.attendeeId, unseen] } } }),
      payment: await tx.paymentData.count({ where: { attendeeId: { in: [m.attendeeId, unseen] } } }),
    }));
    expect(left.views).toEqual([expect.objectContaining({ id: m.attendeeId, firstName: 'Anonymisiert', memberships: [] })]);
    expect(left.payment).toBe(0);
    expect(JSON.stringify(left)).not.toMatch(/Jana|Roth|DE89/);
  });
});
