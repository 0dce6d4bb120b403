import { isUniqueViolation, notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findLink, moveLink } from '../store/presence-attendances.ts';
import { alreadyLinked, linkableOrThrow } from './presence-attendance-steps.ts';

/** Points a link at another visit or booking, under the same rules as a new link. */
export async function updatePresenceAttendance(db: Db<Client>, id: string, input: { presenceId: string; attendancesId: string }) {
  try {
    return await db.tx(async (tx) => {
      if (!(await findLink(tx, id))) throw notFound('PresenceAttendance');
      await linkableOrThrow(tx, input.presenceId, [input.attendancesId], 'attendancesId');
      return moveLink(tx, id, input.presenceId, input.attendancesId);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyLinked();
    throw err;
  }
}
