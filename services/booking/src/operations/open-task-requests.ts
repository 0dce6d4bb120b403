import { fail, isUniqueViolation, type Db } from '@takt/kit';
import { ErrorCode, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findTaskRequestsByIds, withTaskRequestFacts, type TaskRequestRow } from '../store/task-requests.ts';
import { openRequestFor } from './task-request-steps.ts';

/**
 * Opens a request for each live attendance (POST and AddAttendancess), all or none: an unknown id
 * answers 404, a cancelled attendance attendance_cancelled, one with an open request conflict.
 */
export async function openTaskRequests(db: Db<Client>, user: UserCaller, attendanceIds: string[]): Promise<TaskRequestRow[]> {
  try {
    return await db.tx(async (tx) => {
      const opened = [];
      for (const id of new Set(attendanceIds)) opened.push(await openRequestFor(tx, id, user.userId));
      return withTaskRequestFacts(
        tx,
        await findTaskRequestsByIds(
          tx,
          opened.map((r) => r.id),
        ),
      );
    });
  } catch (err) {
    if (isUniqueViolation(err, 'task_request_open_unique'))
      throw fail(ErrorCode.Conflict, 'The attendance has an open task request already');
    throw err;
  }
}
