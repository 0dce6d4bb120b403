import { fail, notFound, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import { findAttendancesByIds } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import { findOpenOfAttendances, findTaskRequestsByIds, withTaskRequestFacts, type TaskRequestRow } from '../store/task-requests.ts';
import type { BookingSettings } from '../settings.ts';
import { decideInTx, type Decision } from './task-request-steps.ts';

/** Which open requests to decide: by their ids (UpdateTaskRequestStatusMultiple, PUT {id}) or by their attendances' ids. */
export type RequestSelection = { ids: string[] } | { attendanceIds: string[] };

/**
 * Accepts or rejects task requests in one transaction, all or none: an id that is not the
 * company's answers 404, a decided request (or an attendance without an open one) request_not_open.
 */
export function decideTaskRequests(
  db: Db<Client>,
  settings: BookingSettings,
  user: UserCaller,
  selection: RequestSelection,
  status: Decision,
): Promise<TaskRequestRow[]> {
  return db.tx(async (tx) => {
    const requests = 'ids' in selection ? await byIds(tx, selection.ids) : await byAttendances(tx, selection.attendanceIds);
    // In the order given: with fewer places than requests, the first named get them.
    for (const r of requests) await decideInTx(tx, settings, r, status, user.userId);
    const decided = new Map(
      (
        await findTaskRequestsByIds(
          tx,
          requests.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    return withTaskRequestFacts(
      tx,
      requests.map((r) => decided.get(r.id)!),
    );
  });
}

type Tx = TxClient<Client>;

async function byIds(tx: Tx, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = new Map((await findTaskRequestsByIds(tx, unique)).map((r) => [r.id, r]));
  if (found.size !== unique.length) throw notFound('TaskRequest');
  return unique.map((id) => found.get(id)!);
}

async function byAttendances(tx: Tx, attendanceIds: string[]) {
  const unique = [...new Set(attendanceIds)];
  if ((await findAttendancesByIds(tx, unique)).length !== unique.length) throw notFound('Attendance');
  const open = new Map((await findOpenOfAttendances(tx, unique)).map((r) => [r.attendanceId, r]));
  if (open.size !== unique.length) throw fail(ErrorCode.RequestNotOpen, 'An attendance has no open task request');
  return unique.map((id) => open.get(id)!);
}
