import { notFound, type Db } from '@takt/kit';
import { findAttendance, setAttendanceNote } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';

/** Staff change a booking's note; its status has its own calls (cancel, confirm, offers). */
export function updateAttendance(db: Db<Client>, id: string, change: { note: string | null }): Promise<Attendance> {
  return db.tx(async (tx) => {
    if (!(await findAttendance(tx, id))) throw notFound('Attendance');
    return setAttendanceNote(tx, id, change.note || null);
  });
}
