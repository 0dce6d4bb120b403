import { randomUUID } from 'node:crypto';
import { fail, localDate, validationFailed, type Bus, type Db } from '@takt/kit';
import { ErrorCode, type InvoiceRun, type InvoiceRunInput, type UserCaller } from '@takt/proto';
import { runPeriod } from '../domain/invoice-period.ts';
import type { Client } from '../store/client.ts';
import { attendeesWithPending } from '../store/positions.ts';
import { attendeesWithPaidMemberships, membershipTypes } from '../store/read-model.ts';
import { findRun, insertRun, toRunDto } from '../store/runs.ts';
import { readSettings } from '../store/settings.ts';
import { completeRun } from './run-steps.ts';

/**
 * Starts invoicing a period: checks the period, fixes who is looked at (attendees with pending
 * positions up to its end or a membership fee in it) on the run's row and answers it at once;
 * the run goes on in the background, its progress kept on the row and announced over the hub
 * (a run of thousands of members outlasts an HTTP request). A run that stops half way leaves
 * whole invoices; running the period again completes it and repeats nothing.
 */
export async function runInvoices(
  db: Db<Client>,
  bus: Bus,
  caller: UserCaller,
  input: InvoiceRunInput,
  onError: (err: unknown) => void,
): Promise<InvoiceRun> {
  const settings = await db.tx((tx) => readSettings(tx));
  const period = runPeriod(input.periodType, input.periodStart, settings.halfYearStartMonth);
  if ('problem' in period) throw validationFailed([{ field: 'periodStart', message: period.problem }]);
  const runId = input.runId ?? randomUUID();
  const { run, ids, types } = await db.tx(async (tx) => {
    if (await findRun(tx, runId)) throw fail(ErrorCode.Conflict, 'This run id is taken');
    const paid = await membershipTypes(tx);
    const members = (await attendeesWithPaidMemberships(tx, paid)).map((a) => a.id);
    const all = [...new Set([...(await attendeesWithPending(tx, period.end)), ...members])].sort();
    const row = await insertRun(tx, {
      id: runId,
      periodType: input.periodType,
      period,
      startedById: caller.userId,
      attendeeCount: all.length,
    });
    return { run: row, ids: all, types: paid };
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
  void completeRun(db, bus, job, ids).catch(onError);
  return toRunDto(run);
}
