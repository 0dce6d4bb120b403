import { bury, type TxClient } from '@takt/kit';
import type { BookingEvents, PayloadOf } from '@takt/proto';
import { publishInvoicePositionChanged } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import { findPositionOfAttendance, updatePositionRow } from '../store/positions.ts';
import { syncInvoice } from '../store/invoices.ts';
import { invoiceStatusOf } from './position-steps.ts';

/**
 * A cancelled booking's position is cancelled while it can still change (pending or on an open
 * invoice); on a paid or cancelled invoice it stays, staff settle that by hand. Idempotent. A
 * cancellation handled before its confirmation (retried after a failure) leaves the booking
 * buried, so the late confirmation bills nothing.
 */
export async function cancelAttendancePosition(
  tx: TxClient<Client>,
  _companyId: string,
  p: PayloadOf<typeof BookingEvents.AttendanceCancelled>,
): Promise<void> {
  const position = await findPositionOfAttendance(tx, p.attendanceId);
  if (!position) return bury(tx, 'attendance', p.attendanceId);
  if (position.canceled) return;
  if ((await invoiceStatusOf(tx, position.invoiceId)) > 0) return;
  const cancelled = await updatePositionRow(tx, position.id, { canceled: true, canceledDate: new Date(p.canceledDate) });
  if (position.invoiceId) await syncInvoice(tx, position.invoiceId);
  await publishInvoicePositionChanged(tx, cancelled);
}
