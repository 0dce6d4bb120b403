import type { TxClient } from '@takt/kit';
import type { InvoicePeriod } from '../domain/invoice-period.ts';
import { membershipFees, type MembershipType } from '../domain/membership-fee.ts';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { invoicedForPeriod, lockInvoiceIssuing, syncInvoice } from '../store/invoices.ts';
import { claimPending, firstPending, insertPosition } from '../store/positions.ts';
import { findAttendee, fullName, membershipsOf } from '../store/read-model.ts';
import { issueInvoice } from './issue-steps.ts';

export interface AttendeeJob {
  companyId: string;
  attendeeId: string;
  period: InvoicePeriod;
  periodType: number;
  types: ReadonlyMap<string, MembershipType>;
  today: string;
  dueDays: number;
  runId: string;
}

/**
 * Invoices one attendee for the run's period, in the caller's transaction: once per period (a
 * second run finds the invoice and adds nothing), with the pending positions dated up to the
 * period's end and the membership fees. Nothing to bill: no invoice and no number taken.
 */
export async function invoiceAttendee(tx: TxClient<Client>, job: AttendeeJob): Promise<Invoice | null> {
  await lockInvoiceIssuing(tx, job.companyId);
  if (await invoicedForPeriod(tx, job.attendeeId, job.periodType, job.period.start)) return null;
  const attendee = await findAttendee(tx, job.attendeeId);
  const fees = attendee ? membershipFees(membershipsOf(attendee), job.types, job.period) : [];
  const pending = await firstPending(tx, job.attendeeId, job.period.end);
  if (!pending && fees.length === 0) return null;
  const name = attendee ? fullName(attendee) : (pending?.attendeeFullName ?? '');
  const invoice = await issueInvoice(tx, {
    attendee: { id: job.attendeeId, applicationUserId: attendee?.applicationUserId ?? null, fullName: name },
    period: job.period,
    periodType: job.periodType,
    today: job.today,
    dueDays: job.dueDays,
    runId: job.runId,
  });
  await claimPending(tx, job.attendeeId, job.period.end, invoice.id);
  for (const fee of fees) {
    const position = await insertPosition(tx, {
      invoiceId: invoice.id,
      forAttendeeId: job.attendeeId,
      attendeeFullName: name,
      description: fee.description,
      centCost: fee.centCost,
      date: job.period.start,
      sourceMembershipTypeId: fee.membershipTypeId,
    });
    await publishInvoicePositionAdded(tx, position);
  }
  return syncInvoice(tx, invoice.id);
}
