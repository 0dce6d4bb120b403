import { randomUUID } from 'node:crypto';
import { localDate, validationFailed, type Bus, type Db } from '@takt/kit';
import type { InvoiceRun, InvoiceRunInput, UserCaller } from '@takt/proto';
import { runPeriod } from '../domain/invoice-period.ts';
import { noticeRunProgress } from '../events/run-progress.ts';
import type { Client } from '../store/client.ts';
import { attendeesWithPending } from '../store/positions.ts';
import { attendeesWithPaidMemberships, membershipTypes } from '../store/read-model.ts';
import { insertRun, toRunDto, updateRunRow } from '../store/runs.ts';
import { readSettings } from '../store/settings.ts';
import { invoiceAttendee } from './run-steps.ts';

/** A progress notice every this many attendees (and at the end). */
const NOTICE_EVERY = 25;

/**
 * Invoices a period: every attendee with pending positions up to its end or a membership fee in
 * it, one transaction per attendee (a crash leaves whole invoices; running again completes the
 * period and repeats nothing). Progress goes to the company's clients over the hub.
 */
export async function runInvoices(db: Db<Client>, bus: Bus, caller: UserCaller, input: InvoiceRunInput): Promise<InvoiceRun> {
  const settings = await db.tx((tx) => readSettings(tx));
  const period = runPeriod(input.periodType, input.periodStart, settings.halfYearStartMonth);
  if ('problem' in period) throw validationFailed([{ field: 'periodStart', message: period.problem }]);
  const run = await db.tx((tx) => insertRun(tx, { id: randomUUID(), periodType: input.periodType, period, startedById: caller.userId }));
  const { ids, types } = await db.tx(async (tx) => {
    const paid = await membershipTypes(tx);
    const members = (await attendeesWithPaidMemberships(tx, paid)).map((a) => a.id);
    return { ids: [...new Set([...(await attendeesWithPending(tx, period.end)), ...members])].sort(), types: paid };
  });
  const job = {
    companyId: caller.companyId,
    period,
    periodType: input.periodType,
    types,
    today: localDate(),
    dueDays: settings.dueDays,
    runId: run.id,
  };
  const progress = (done: number, finished = false) => noticeRunProgress(bus, caller.companyId, run.id, done, ids.length, finished);
  let invoiceCount = 0;
  let centSum = 0;
  try {
    await progress(0);
    for (const [i, attendeeId] of ids.entries()) {
      const invoice = await db.tx((tx) => invoiceAttendee(tx, { ...job, attendeeId }));
      if (invoice) [invoiceCount, centSum] = [invoiceCount + 1, centSum + invoice.centCostSum];
      if ((i + 1) % NOTICE_EVERY === 0) await progress(i + 1);
    }
  } catch (err) {
    await db.tx((tx) => updateRunRow(tx, run.id, { status: 'failed', invoiceCount, centSum, finishedDate: new Date() }));
    await progress(ids.length, true);
    throw err;
  }
  const done = await db.tx((tx) =>
    updateRunRow(tx, run.id, { status: 'finished', attendeeCount: ids.length, invoiceCount, centSum, finishedDate: new Date() }),
  );
  await progress(ids.length, true);
  return toRunDto(done);
}
