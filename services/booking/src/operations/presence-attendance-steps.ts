import { fail, notFound, validationFailed, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Presence } from '../store/generated/client.ts';
import { attendancesOf, findVisit } from '../store/presence-attendances.ts';

type Tx = TxClient<Client>;

/**
 * The visit and the attendances a link may join: both of the caller's company (another
 * company's or an unknown id answers 404, decision 0052), the attendances the visit's own
 * member's (a staff visit has none), and each named once. `field` names the ids in the body.
 */
export async function linkableOrThrow(tx: Tx, presenceId: string, attendanceIds: string[], field: string): Promise<Presence> {
  if (new Set(attendanceIds).size !== attendanceIds.length) {
    throw validationFailed([{ field, message: 'an attendance is named twice' }]);
  }
  const visit = await findVisit(tx, presenceId);
  if (!visit) throw notFound('Presence');
  const found = await attendancesOf(tx, attendanceIds);
  if (found.length !== attendanceIds.length) throw notFound('Attendance');
  if (found.some((a) => a.attendeeId !== visit.attendeeId)) {
    throw validationFailed([{ field, message: "not the visit's member's attendances" }]);
  }
  return visit;
}

export const alreadyLinked = () => fail(ErrorCode.Conflict, 'The visit is linked to this attendance already');
