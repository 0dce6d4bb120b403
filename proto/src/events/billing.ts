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

export const InvoicePositionAdded = defineEvent(
  'billing.invoice-position.added',
  1,
  z.object({ invoiceId: z.uuid(), positionId: z.uuid(), attendeeId: z.uuid(), centCost: z.number().int() }),
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
