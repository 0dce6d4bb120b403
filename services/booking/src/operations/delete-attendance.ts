import { type Db } from '@takt/kit';
import { AttendanceStatus, type UserCaller } from '@takt/proto';
import { findAttendance } from '../store/attendances.ts';
import { removeAttendance } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { BookingSettings } from '../settings.ts';
import { attendanceFor, cancelInTx, type CancelOutcome } from './cancel-steps.ts';

/**
 * DELETE: removes the attendance. A live one is cancelled first (its event published, its place
 * given to the waiting list), so a deletion never leaves the seat count wrong.
 */
export function deleteAttendance(db: Db<Client>, settings: BookingSettings, user: UserCaller, id: string): Promise<CancelOutcome> {
  return db.tx(async (tx) => {
    const a = await attendanceFor(tx, settings, user, await findAttendance(tx, id));
    const outcome =
      a.status === AttendanceStatus.Canceled ? { cancelled: [a], promoted: [] } : await cancelInTx(tx, settings, a, 'staff', user.userId);
    await removeAttendance(tx, id);
    return outcome;
  });
}
