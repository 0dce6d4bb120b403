import { fail, localDate, validationFailed, type TxClient } from '@takt/kit';
import { ErrorCode, type DirectDebitPreview } from '@takt/proto';
import { planCollection, type Decision } from '../domain/collection-plan.ts';
import type { LocalDate } from '../domain/invoice-period.ts';
import type { Client } from '../store/client.ts';
import { collectableInvoices } from '../store/direct-debits.ts';
import type { AttendeeView, Invoice, PaymentData } from '../store/generated/client.ts';
import { paymentDataOf } from '../store/payment-data.ts';
import { fullName } from '../store/read-model.ts';
import { attendeeViews } from '../store/read-models.ts';

type Tx = TxClient<Client>;
type Planned = Invoice & { amountCents: number };

export interface CollectionPlan {
  decisions: Decision<Planned>[];
  mandates: Map<string, PaymentData>;
  attendees: Map<string, AttendeeView>;
}

/** A collection date is today or later in the company's calendar (a bank refuses past dates). */
export function assertCollectionDate(collectionDate: LocalDate, now = new Date()): void {
  if (collectionDate < localDate(now)) {
    throw fail(ErrorCode.CollectionDatePast, undefined, { fields: [{ field: 'collectionDate', message: 'must be today or later' }] });
  }
}

const dateOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** Every open, uncollected invoice decided against its attendee's mandate. */
export async function planFor(tx: Tx, collectionDate: LocalDate): Promise<CollectionPlan> {
  const invoices = (await collectableInvoices(tx, collectionDate)).map((i) => ({ ...i, amountCents: i.centCostSum }));
  const attendeeIds = [...new Set(invoices.map((i) => i.attendeeId))];
  const mandates = new Map((await paymentDataOf(tx, attendeeIds)).map((m) => [m.attendeeId, m]));
  const attendees = new Map((await attendeeViews(tx, attendeeIds)).map((a) => [a.id, a]));
  const decisions = planCollection(
    invoices,
    (id) => {
      const m = mandates.get(id);
      return m && { ...m, mandateDate: dateOf(m.mandateDate), validFrom: dateOf(m.validFrom), validTill: dateOf(m.validTill) };
    },
    collectionDate,
  );
  return { decisions, mandates, attendees };
}

/** The plan as the preview answers it. */
export function previewOf(plan: CollectionPlan, collectionDate: LocalDate): DirectDebitPreview {
  const ref = (i: Planned) => ({
    invoiceId: i.id,
    invoiceNumber: i.invoiceNumber,
    attendeeId: i.attendeeId,
    attendeeName: fullName(plan.attendees.get(i.attendeeId)),
    amountCents: i.amountCents,
  });
  const collected = plan.decisions.flatMap((d) =>
    d.collect
      ? [
          {
            ...ref(d.invoice),
            sequenceType: d.sequenceType,
            mandateReference: plan.mandates.get(d.invoice.attendeeId)!.mandateReference!,
            iban: plan.mandates.get(d.invoice.attendeeId)!.iban!,
          },
        ]
      : [],
  );
  const skipped = plan.decisions.flatMap((d) => (d.collect ? [] : [{ ...ref(d.invoice), reason: d.reason }]));
  return {
    collectionDate,
    numberOfTransactions: collected.length,
    controlSumCents: collected.reduce((sum, c) => sum + c.amountCents, 0),
    collected,
    skipped,
  };
}

export const invalidBody = (field: string, message: string) => validationFailed([{ field, message }]);
