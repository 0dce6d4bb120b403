import { z } from 'zod';
import { defineEvent } from './envelope.ts';

export const InvoiceCreated = defineEvent(
  'billing.invoice.created',
  1,
  z.object({
    invoiceId: z.uuid(),
    invoiceNumber: z.number().int(),
    attendeeId: z.uuid(),
    attendeeAppUserId: z.uuid().nullable(),
    periodStartDate: z.string(),
    periodEndDate: z.string(),
  }),
);

/**
 * v2: a position may wait for the invoice run (invoiceId null); v1 had no consumer. `sourceCostId`
 * (the catalogue cost a single-cost position was added from, else null) and `date` (the position's
 * yyyy-mm-dd) are absent from older events; statistics groups by them (decision 0068).
 */
export const InvoicePositionAdded = defineEvent(
  'billing.invoice-position.added',
  2,
  z.object({
    invoiceId: z.uuid().nullable(),
    positionId: z.uuid(),
    attendeeId: z.uuid(),
    centCost: z.number().int(),
    sourceCostId: z.uuid().nullable().optional(),
    date: z.string().optional(),
  }),
);

/** A position was cancelled, taken back or edited (amount, date): its facts as they are now. */
export const InvoicePositionChanged = defineEvent(
  'billing.invoice-position.changed',
  1,
  z.object({
    positionId: z.uuid(),
    attendeeId: z.uuid(),
    sourceCostId: z.uuid().nullable(),
    date: z.string(),
    centCost: z.number().int(),
    canceled: z.boolean(),
  }),
);

const InvoiceFacts = z.object({
  invoiceId: z.uuid(),
  invoiceNumberString: z.string(),
  attendeeId: z.uuid(),
  attendeeAppUserId: z.uuid().nullable(),
  centCostSum: z.number().int(),
});

/** Marked paid by staff (or an export that marks paid); notification and statistics follow. */
export const InvoicePaid = defineEvent('billing.invoice.paid', 1, InvoiceFacts.extend({ paidDate: z.string() }));
export const InvoiceCancelled = defineEvent('billing.invoice.cancelled', 1, InvoiceFacts.extend({ cancelledDate: z.string() }));
/** The invoice reached a dunning level (1–5); the member is told. */
export const InvoiceDunned = defineEvent(
  'billing.invoice.dunned',
  1,
  InvoiceFacts.extend({ dunningLevel: z.number().int().min(1).max(5), dunningDate: z.string(), feeCents: z.number().int() }),
);

/**
 * The bank returned a direct debit: the invoice is open again with a fee, notification tells the
 * member. `reasonCode` is the ISO 20022 return reason (AC04, MD06, …) as the bank sent it.
 */
export const DirectDebitReturned = defineEvent(
  'billing.direct-debit.returned',
  1,
  z.object({
    invoiceId: z.uuid(),
    invoiceNumber: z.number().int(),
    attendeeId: z.uuid(),
    attendeeAppUserId: z.uuid().nullable(),
    amountCents: z.number().int(),
    feeCents: z.number().int(),
    reasonCode: z.string().nullable(),
  }),
);

/**
 * The company's Stripe subscription changed (spec section 4 "Licences"): identity keeps the
 * figures. `totalLicences` null means no live subscription (the trial's figure applies again);
 * `maxAttendees` is the item quantity only for a tiered plan, else null (no limit).
 */
export const LicencesSet = defineEvent(
  'billing.licences.set',
  1,
  z.object({
    stripeCustomerId: z.string().nullable(),
    totalLicences: z.number().int().min(0).nullable(),
    maxAttendees: z.number().int().min(0).nullable(),
  }),
);
