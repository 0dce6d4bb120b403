import { fromDbDate, notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/attendances.ts';
import { waitingCount } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';

/** The appointment's header for the staff screen: schedule, places, confirmed and waiting counts. */
export function getSeats(db: Db<Client>, appointmentId: string) {
  return db.tx(async (tx) => {
    const a = await findAppointment(tx, appointmentId);
    if (!a) throw notFound('Appointment');
    return {
      appointmentId: a.id,
      courseName: a.courseName,
      date: fromDbDate(a.date),
      timeFrom: a.timeFrom,
      timeTill: a.timeTill,
      maxAttendees: a.maxAttendees,
      confirmedCount: a.confirmedCount,
      waitingCount: await waitingCount(tx, a.id),
      isCancelled: a.isCancelled,
      dateTimeId: a.dateTimeId,
    };
  });
}
