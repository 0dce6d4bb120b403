import { fromDbDate, notFound, type Db } from '@takt/kit';
import { findAppointment } from '../store/attendances.ts';
import { waitingCount } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import { openOfferCount } from '../store/waiting-offers.ts';

/**
 * The appointment's header for the staff screen: schedule, places, confirmed, offered and waiting
 * counts. The seat counter includes places held by open offers (decision 0048); staff see them apart.
 */
export function getSeats(db: Db<Client>, appointmentId: string) {
  return db.tx(async (tx) => {
    const a = await findAppointment(tx, appointmentId);
    if (!a) throw notFound('Appointment');
    const offeredCount = await openOfferCount(tx, a.id);
    return {
      appointmentId: a.id,
      courseName: a.courseName,
      date: fromDbDate(a.date),
      timeFrom: a.timeFrom,
      timeTill: a.timeTill,
      maxAttendees: a.maxAttendees,
      confirmedCount: a.confirmedCount - offeredCount,
      offeredCount,
      waitingCount: await waitingCount(tx, a.id),
      isCancelled: a.isCancelled,
      dateTimeId: a.dateTimeId,
    };
  });
}
