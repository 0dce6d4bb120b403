import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { publishAttendancePromoted } from '../events/attendance-changed.ts';
import { findAppointment, findAttendance, findAttendee } from '../store/attendances.ts';
import { confirmByHand } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';
import { closeOffer } from '../store/waiting-offers.ts';
import type { BookingSettings } from '../settings.ts';
import { alreadyCancelled, attendanceFor, clashingWaits, dropClashingWaits } from './cancel-steps.ts';
import { noOpenOffer } from './offer-steps.ts';

/**
 * PUT AcceptOffer/{id} (decision 0048): the held place becomes the member's. The place is counted
 * since the offer, so the seats do not move; the waiting entry becomes a confirmed booking (its
 * source stays) and the member's waiting entries at the same time go. After the deadline nothing
 * changes and the answer is `offer_expired`, even before the sweep has closed the offer.
 */
export function acceptOffer(
  db: Db<Client>,
  settings: BookingSettings,
  user: UserCaller,
  id: string,
  now: Date = new Date(),
): Promise<Attendance> {
  return db.tx(async (tx) => {
    const a = await attendanceFor(tx, settings, user, await findAttendance(tx, id));
    if (!(await closeOffer(tx, a.id, 'ACCEPTED', now))) throw await noOpenOffer(tx, a.id, now);
    if (!(await confirmByHand(tx, a.id))) throw alreadyCancelled();
    const [after, appointment, attendee] = [
      (await findAttendance(tx, a.id))!,
      (await findAppointment(tx, a.appointmentId))!,
      (await findAttendee(tx, a.attendeeId))!,
    ];
    await publishAttendancePromoted(tx, after, appointment, attendee, a.waitingListNumber);
    const clashing = await clashingWaits(tx, a.attendeeId, appointment);
    await dropClashingWaits(tx, a.attendeeId, clashing, settings.BOOKING_TIME_ZONE);
    return after;
  });
}
