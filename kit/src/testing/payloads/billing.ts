import { randomUUID } from 'node:crypto';
import { BillingEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

export const billingPayloads: Builders = {
  [BillingEvents.InvoiceCreated.subject]: builder(BillingEvents.InvoiceCreated, () => ({
    invoiceId: randomUUID(),
    invoiceNumber: 1,
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
  })),
  [BillingEvents.InvoicePositionAdded.subject]: builder(BillingEvents.InvoicePositionAdded, () => ({
    invoiceId: randomUUID(),
    positionId: randomUUID(),
    attendeeId: randomUUID(),
    centCost: 1500,
  })),
  [BillingEvents.InvoicePositionChanged.subject]: builder(BillingEvents.InvoicePositionChanged, () => ({
    positionId: randomUUID(),
    attendeeId: randomUUID(),
    sourceCostId: randomUUID(),
    date: '2026-11-02',
    centCost: 900,
    canceled: true,
  })),
  [BillingEvents.InvoicePaid.subject]: builder(BillingEvents.InvoicePaid, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    paidDate: '2026-11-30T10:00:00.000Z',
  })),
  [BillingEvents.InvoiceCancelled.subject]: builder(BillingEvents.InvoiceCancelled, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    cancelledDate: '2026-11-30T10:00:00.000Z',
  })),
  [BillingEvents.InvoiceDunned.subject]: builder(BillingEvents.InvoiceDunned, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    dunningLevel: 1,
    dunningDate: '2026-12-15',
    feeCents: 500,
  })),
  [BillingEvents.DirectDebitReturned.subject]: builder(BillingEvents.DirectDebitReturned, () => ({
    invoiceId: randomUUID(),
    invoiceNumber: 1,
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    amountCents: 1500,
    feeCents: 500,
    reasonCode: 'AC04',
  })),
  [BillingEvents.LicencesSet.subject]: builder(BillingEvents.LicencesSet, () => ({
    stripeCustomerId: 'cus_test',
    totalLicences: 10,
    maxAttendees: null,
  })),
};
