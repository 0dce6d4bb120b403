import { fail, knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { positionsEditable, type PaymentState } from '../domain/invoice-state.ts';
import type { Client } from '../store/client.ts';
import type { AttendeeView, InvoicePosition } from '../store/generated/client.ts';
import { findInvoice } from '../store/invoices.ts';
import { findPosition } from '../store/positions.ts';
import { findAttendee, findAttendeeByUser } from '../store/read-model.ts';

type Tx = TxClient<Client>;

/** The payment status of a position's invoice; Open (0) while the position is pending. */
export async function invoiceStatusOf(tx: Tx, invoiceId: string | null): Promise<PaymentState> {
  if (!invoiceId) return 0;
  return ((await findInvoice(tx, invoiceId))?.paymentStatus ?? 0) as PaymentState;
}

export async function requirePosition(tx: Tx, id: string): Promise<InvoicePosition> {
  const position = await findPosition(tx, id);
  if (!position) throw notFound('Invoice position');
  return position;
}

/** A position changes only while pending or on an open invoice: 409 invoice_not_open otherwise. */
export async function requireEditablePosition(tx: Tx, id: string): Promise<InvoicePosition> {
  const position = await requirePosition(tx, id);
  if (!positionsEditable(position.invoiceId ? await invoiceStatusOf(tx, position.invoiceId) : null)) throw fail(ErrorCode.InvoiceNotOpen);
  return position;
}

/** Membership owns attendees: one the company has (billing's read model may lag a moment). */
export async function requireAttendee(
  db: Db<Client>,
  ref: { attendeeId?: string | undefined; attendeeAppUserId?: string | undefined },
): Promise<AttendeeView> {
  const find = (tx: Tx) => (ref.attendeeId ? findAttendee(tx, ref.attendeeId) : findAttendeeByUser(tx, ref.attendeeAppUserId ?? ''));
  if (await knownSoon(async () => (await db.tx(find)) !== null)) {
    const attendee = await db.tx(find);
    if (attendee) return attendee;
  }
  throw validationFailed([{ field: ref.attendeeId ? 'attendeeId' : 'attendeeAppUserId', message: 'unknown attendee' }]);
}
