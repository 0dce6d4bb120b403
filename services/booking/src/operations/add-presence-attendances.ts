import { isUniqueViolation, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { createLinks } from '../store/presence-attendances.ts';
import { alreadyLinked, linkableOrThrow } from './presence-attendance-steps.ts';

/** Links a visit to bookings of its member, all or none; a pair linked already answers 409 `conflict`. */
export async function addPresenceAttendances(db: Db<Client>, presenceId: string, attendanceIds: string[], field = 'attendances') {
  try {
    return await db.tx(async (tx) => {
      await linkableOrThrow(tx, presenceId, attendanceIds, field);
      return createLinks(tx, presenceId, attendanceIds);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyLinked();
    throw err;
  }
}
