import { fail, localDate, notFound, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type InvoicePositionInput, type UserCaller } from '@takt/proto';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import { findInvoice, syncInvoice } from '../store/invoices.ts';
import { insertPosition } from '../store/positions.ts';
import { fullName } from '../store/read-model.ts';
import { invoiceStatusOf, requireAttendee } from './position-steps.ts';

/** The invoice a manual position goes on: the attendee's own and open (else 404 / invoice_not_open). */
async function requireOpenInvoiceOf(tx: TxClient<Client>, invoiceId: string, attendeeId: string): Promise<void> {
  const invoice = await findInvoice(tx, invoiceId);
  if (!invoice || invoice.attendeeId !== attendeeId) throw notFound('Invoice');
  if ((await invoiceStatusOf(tx, invoiceId)) !== 0) throw fail(ErrorCode.InvoiceNotOpen);
}

/** A position typed in by staff: pending until the run of its date, or straight onto an open invoice. */
export async function createInvoicePosition(db: Db<Client>, _caller: UserCaller, input: InvoicePositionInput): Promise<{ id: string }> {
  const attendee = await requireAttendee(db, input);
  return db.tx(async (tx) => {
    if (input.invoiceId) await requireOpenInvoiceOf(tx, input.invoiceId, attendee.id);
    const position = await insertPosition(tx, {
      invoiceId: input.invoiceId ?? null,
      forAttendeeId: attendee.id,
      attendeeFullName: fullName(attendee),
      description: input.description,
      note: input.note ?? null,
      centCost: input.centCost,
      date: input.date ?? localDate(),
      locationId: input.locationId ?? null,
      departmentId: input.departmentId ?? null,
    });
    if (input.invoiceId) await syncInvoice(tx, input.invoiceId);
    await publishInvoicePositionAdded(tx, position);
    return { id: position.id };
  });
}
