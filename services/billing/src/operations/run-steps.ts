import type { Bus, Db, TxClient } from '@takt/kit';
import type { InvoicePeriod } from '../domain/invoice-period.ts';
import { membershipFees, type MembershipType } from '../domain/membership-fee.ts';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import { noticeRunProgress } from '../events/run-progress.ts';
import type { Client } from '../store/client.ts';
import type { Invoice } from '../store/generated/client.ts';
import { invoicedForPeriod, lockInvoiceIssuing, syncInvoice } from '../store/invoices.ts';
import { claimPending, firstPending, insertPosition } from '../store/positions.ts';
import { findAttendee, fullName, membershipsOf } from '../store/read-model.ts';
import { updateRunRow } from '../store/runs.ts';
import { issueInvoice } from './issue-steps.ts';

/** Attendees invoiced in one transaction; progress is stored and announced after each chunk. */
const CHUNK = 25;

export interface RunJob {
  companyId: string;
  period: InvoicePeriod;
  periodType: number;
  types: ReadonlyMap<string, MembershipType>;
  today: string;
  dueDays: number;
  runId: string;
}
export type AttendeeJob = RunJob & { attendeeId: string };

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

/**
 * Invoices the run's attendees in chunks (one transaction each: whole invoices or none, without a
 * BEGIN/COMMIT per member), keeping progress on the run's row and telling the company's clients.
 * Marks the run failed (and rethrows) when a chunk fails.
 */
export async function completeRun(db: Db<Client>, bus: Bus, job: RunJob, ids: readonly string[]): Promise<void> {
  let invoiceCount = 0;
  let centSum = 0;
  const progress = async (done: number, status?: 'finished' | 'failed') => {
    const finished = status ? { status, finishedDate: new Date() } : {};
    await db.tx((tx) => updateRunRow(tx, job.runId, { doneCount: done, invoiceCount, centSum, ...finished }));
    await noticeRunProgress(bus, job.companyId, job.runId, done, ids.length, Boolean(status));
  };
  try {
    await noticeRunProgress(bus, job.companyId, job.runId, 0, ids.length, false);
    for (let from = 0; from < ids.length; from += CHUNK) {
      const issued = await db.tx(async (tx) => {
        const out = [];
        for (const attendeeId of ids.slice(from, from + CHUNK)) out.push(await invoiceAttendee(tx, { ...job, attendeeId }));
        return out.filter((i) => i !== null);
      });
      invoiceCount += issued.length;
      centSum += issued.reduce((sum, i) => sum + i.centCostSum, 0);
      if (from + CHUNK < ids.length) await progress(from + CHUNK);
    }
  } catch (err) {
    await progress(ids.length, 'failed');
    throw err;
  }
  await progress(ids.length, 'finished');
}
