import type { Bus } from '@takt/kit';
import { notifySubject, UpdateAppointmentSeatsNotice } from '@takt/proto';

/**
 * Tells the company's connected clients whose appointments' bookings changed, after the commit and
 * best effort: the bookings are stored, and a missed notice is caught up on the next load.
 */
export async function noticeSeats(bus: Bus, companyId: string, appointmentIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(appointmentIds)];
  if (ids.length === 0) return;
  const notice = UpdateAppointmentSeatsNotice.parse({ appointmentIds: ids.slice(0, 500) });
  await bus.notify(notifySubject(companyId, 'UpdateAppointmentSeats'), Buffer.from(JSON.stringify(notice))).catch(() => undefined);
}

/** The appointments a cancellation (or confirmation) touched. */
export const appointmentsOf = (...lists: { appointmentId: string }[][]) => lists.flat().map((a) => a.appointmentId);
