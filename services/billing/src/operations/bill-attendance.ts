import type { TxClient } from '@takt/kit';
import type { BookingEvents, PayloadOf } from '@takt/proto';
import { attendancePositionText, monthPeriodOf, type InvoicePeriod } from '../domain/invoice-period.ts';
import { publishInvoiceCreated, publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import {
  addPosition,
  createMonthInvoice,
  findOpenMonthInvoice,
  findPositionOfAttendance,
  lockInvoiceNumbers,
  nextInvoiceNumber,
} from '../store/invoices.ts';

type Tx = TxClient<Client>;
type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

/** The attendee's open monthly invoice for the period; created (and announced) when missing. */
async function openMonthInvoice(tx: Tx, companyId: string, p: Facts, period: InvoicePeriod): Promise<Invoice> {
  const existing = await findOpenMonthInvoice(tx, p.attendeeId, period);
  if (existing) return existing;
  await lockInvoiceNumbers(tx, companyId);
  const raced = await findOpenMonthInvoice(tx, p.attendeeId, period);
  if (raced) return raced;
  const invoice = await createMonthInvoice(tx, {
    invoiceNumber: await nextInvoiceNumber(tx),
    attendeeId: p.attendeeId,
    attendeeAppUserId: p.applicationUserId,
    period,
  });
  await publishInvoiceCreated(tx, invoice);
  return invoice;
}

/**
 * A confirmed attendance is billed on the attendee's open invoice of its month, also when it
 * costs nothing (the position documents the visit). One position per attendance, ever. Runs in
 * the inbox's transaction, so the position commits with the event's receipt.
 */
export async function billAttendance(tx: Tx, companyId: string, p: Facts): Promise<void> {
  if (await findPositionOfAttendance(tx, p.attendanceId)) return;
  const invoice = await openMonthInvoice(tx, companyId, p, monthPeriodOf(p.date));
  const position = await addPosition(tx, invoice.id, {
    forAttendeeId: p.attendeeId,
    description: attendancePositionText(p.courseName, p.date),
    centCost: p.centCost,
    sourceAppointmentId: p.appointmentId,
    sourceAttendanceId: p.attendanceId,
  });
  await publishInvoicePositionAdded(tx, position);
}
