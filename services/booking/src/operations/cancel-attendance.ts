import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { findAttendance, findLiveAttendance } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { BookingSettings } from '../settings.ts';
import { actsAsStaff, attendanceFor, cancelInTx, type CancelOutcome } from './cancel-steps.ts';

/** PUT Cancel/{id}: staff, or the attendee their own booking before the start. */
export function cancelAttendance(db: Db<Client>, settings: BookingSettings, user: UserCaller, id: string): Promise<CancelOutcome> {
  return db.tx(async (tx) => {
    const a = await attendanceFor(tx, settings, user, await findAttendance(tx, id));
    return cancelInTx(tx, settings, a, actsAsStaff(user) ? 'staff' : 'attendee', user.userId);
  });
}

/** PUT CancelByAppointmentId/{appointmentId}/{attendeeId}: the attendee's live booking of it. */
export function cancelByAppointment(
  db: Db<Client>,
  settings: BookingSettings,
  user: UserCaller,
  appointmentId: string,
  attendeeId: string,
): Promise<CancelOutcome> {
  return db.tx(async (tx) => {
    const live = await findLiveAttendance(tx, appointmentId, attendeeId);
    if (!live) throw notFound('Attendance');
    const a = await attendanceFor(tx, settings, user, live);
    return cancelInTx(tx, settings, a, actsAsStaff(user) ? 'staff' : 'attendee', user.userId);
  });
}
