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
