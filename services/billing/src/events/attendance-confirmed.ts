import { fromDbDate, on, publishEvent, type TxClient } from '@takt/kit';
import { BillingEvents, BookingEvents, type PayloadOf } from '@takt/proto';
import { attendancePositionText, monthPeriodOf, type InvoicePeriod } from '../domain/invoice-period.ts';
import type { Client } from '../store/client.ts';
import {
  addPosition,
  createMonthInvoice,
  findOpenMonthInvoice,
  findPositionOfAttendance,
  lockInvoiceNumbers,
  nextInvoiceNumber,
} from '../store/invoices.ts';
import type { Invoice } from '../store/generated/client.ts';

type Facts = PayloadOf<typeof BookingEvents.AttendanceConfirmed>;

/** The attendee's open monthly invoice for the period; created (and announced) when missing. */
async function openMonthInvoice(tx: TxClient<Client>, companyId: string, p: Facts, period: InvoicePeriod): Promise<Invoice> {
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
  await publishEvent(tx, BillingEvents.InvoiceCreated, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    attendeeId: invoice.attendeeId,
    attendeeAppUserId: invoice.attendeeAppUserId,
    periodStartDate: fromDbDate(invoice.periodStartDate),
    periodEndDate: fromDbDate(invoice.periodEndDate),
  });
  return invoice;
}

/**
 * A confirmed attendance is billed on the attendee's open invoice of its month, also when it
 * costs nothing (the position documents the visit). One position per attendance, ever.
 */
export const attendanceConfirmedConsumer = () =>
  on<Client, typeof BookingEvents.AttendanceConfirmed>(BookingEvents.AttendanceConfirmed, async (tx, p, envelope) => {
    if (await findPositionOfAttendance(tx, p.attendanceId)) return;
    const invoice = await openMonthInvoice(tx, envelope.companyId, p, monthPeriodOf(p.date));
    const position = await addPosition(tx, invoice.id, {
      forAttendeeId: p.attendeeId,
      description: attendancePositionText(p.courseName, p.date),
      centCost: p.centCost,
      sourceAppointmentId: p.appointmentId,
      sourceAttendanceId: p.attendanceId,
    });
    await publishEvent(tx, BillingEvents.InvoicePositionAdded, {
      invoiceId: invoice.id,
      positionId: position.id,
      attendeeId: p.attendeeId,
      centCost: p.centCost,
    });
  });
