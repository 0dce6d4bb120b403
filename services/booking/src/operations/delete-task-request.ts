import { fail, notFound, type Db } from '@takt/kit';
import { ErrorCode, TaskRequestStatus } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteTaskRequest as deleteRow, findTaskRequestsByIds } from '../store/task-requests.ts';

/** Deletes a decided request; an open one is accepted or rejected first, so no booking waits for a request that is gone. */
export function deleteTaskRequest(db: Db<Client>, id: string): Promise<void> {
  return db.tx(async (tx) => {
    const [r] = await findTaskRequestsByIds(tx, [id]);
    if (!r) throw notFound('TaskRequest');
    if (r.status === TaskRequestStatus.OPEN) throw fail(ErrorCode.TaskRequestOpen, 'Accept or reject the task request first');
    await deleteRow(tx, id);
  });
}
