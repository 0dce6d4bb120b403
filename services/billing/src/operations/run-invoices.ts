import { randomUUID } from 'node:crypto';
import { fail, localDate, validationFailed, type Bus, type Db } from '@takt/kit';
import { ErrorCode, type InvoiceRun, type InvoiceRunInput, type UserCaller } from '@takt/proto';
import { runPeriod } from '../domain/invoice-period.ts';
import { noticeRunProgress } from '../events/run-progress.ts';
import type { Client } from '../store/client.ts';
import { attendeesWithPending } from '../store/positions.ts';
import { attendeesWithPaidMemberships, membershipTypes } from '../store/read-model.ts';
import { findRun, insertRun, toRunDto, updateRunRow } from '../store/runs.ts';
import { readSettings } from '../store/settings.ts';
import { invoiceAttendee } from './run-steps.ts';

/** Attendees invoiced in one transaction; progress is stored and announced after each chunk. */
const CHUNK = 25;

/**
 * Invoices a period: every attendee with pending positions up to its end or a membership fee in
 * it, in transactions of a few attendees (a crash leaves whole invoices; running again completes
 * the period and repeats nothing). Progress is kept on the run's row and announced over the hub.
 */
export async function runInvoices(db: Db<Client>, bus: Bus, caller: UserCaller, input: InvoiceRunInput): Promise<InvoiceRun> {
  const settings = await db.tx((tx) => readSettings(tx));
  const period = runPeriod(input.periodType, input.periodStart, settings.halfYearStartMonth);
  if ('problem' in period) throw validationFailed([{ field: 'periodStart', message: period.problem }]);
  const runId = input.runId ?? randomUUID();
  const { ids, types } = await db.tx(async (tx) => {
    if (await findRun(tx, runId)) throw fail(ErrorCode.Conflict, 'This run id is taken');
    const paid = await membershipTypes(tx);
    const members = (await attendeesWithPaidMemberships(tx, paid)).map((a) => a.id);
    const all = [...new Set([...(await attendeesWithPending(tx, period.end)), ...members])].sort();
    await insertRun(tx, { id: runId, periodType: input.periodType, period, startedById: caller.userId, attendeeCount: all.length });
    return { ids: all, types: paid };
  });
  const job = {
    companyId: caller.companyId,
    period,
    periodType: input.periodType,
    types,
    today: localDate(),
    dueDays: settings.dueDays,
    runId,
  };
  let invoiceCount = 0;
  let centSum = 0;
  const progress = async (done: number, status?: 'finished' | 'failed') => {
    const finished = status ? { status, finishedDate: new Date() } : {};
    const row = await db.tx((tx) => updateRunRow(tx, runId, { doneCount: done, invoiceCount, centSum, ...finished }));
    await noticeRunProgress(bus, caller.companyId, runId, done, ids.length, Boolean(status));
    return row;
  };
  try {
    await noticeRunProgress(bus, caller.companyId, runId, 0, ids.length, false);
    for (let from = 0; from < ids.length; from += CHUNK) {
      // One transaction per chunk: whole invoices or none, without a round of BEGIN/COMMIT per member.
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
  return toRunDto(await progress(ids.length, 'finished'));
}
