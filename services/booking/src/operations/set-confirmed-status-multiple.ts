import { notFound, type Db } from '@takt/kit';
import { AttendanceStatus, type BodyOf, type bookingContracts, type UserCaller } from '@takt/proto';
import { publishAttendancePromoted } from '../events/attendance-changed.ts';
import { findAppointment, findAttendance, findAttendee } from '../store/attendances.ts';
import { confirmByHand, findAttendancesByIds } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';
import { moveConfirmed } from '../store/seats.ts';
import { acceptOpenRequestOf } from '../store/task-requests.ts';
import { closeOffer } from '../store/waiting-offers.ts';
import type { BookingSettings } from '../settings.ts';
import { alreadyCancelled, cancelInTx, merge, type CancelOutcome } from './cancel-steps.ts';

type Body = BodyOf<typeof bookingContracts.setConfirmedStatusMultiple>;

/**
 * Staff's bulk action: cancels the one list (freed places go to the waiting list) and confirms the
 * other — a waiting attendee is confirmed even beyond the maximum, because staff chose them. All
 * ids must be the company's (else 404 and nothing changes); it runs in one transaction.
 */
export function setConfirmedStatusMultiple(
  db: Db<Client>,
  settings: BookingSettings,
  user: UserCaller,
  body: Body,
): Promise<CancelOutcome & { confirmed: Attendance[] }> {
  return db.tx(async (tx) => {
    const ids = [...new Set([...body.cancelledAttendances, ...body.confirmedAttendances])];
    const rows = new Map((await findAttendancesByIds(tx, ids)).map((a) => [a.id, a]));
    if (ids.some((id) => !rows.has(id))) throw notFound('Attendance');

    const outcomes: CancelOutcome[] = [];
    for (const id of body.cancelledAttendances) outcomes.push(await cancelInTx(tx, settings, rows.get(id)!, 'staff', user.userId));
    const confirmed: Attendance[] = [];
    for (const id of body.confirmedAttendances) {
      const a = (await findAttendance(tx, id))!;
      if (a.status === AttendanceStatus.Canceled) throw alreadyCancelled();
      if (a.status === AttendanceStatus.Confirmed) continue;
      // A place held for them by an open offer is counted already (decision 0048).
      const held = await closeOffer(tx, id, 'ACCEPTED');
      if (await confirmByHand(tx, id)) {
        if (!held) await moveConfirmed(tx, a.appointmentId, 1);
        await acceptOpenRequestOf(tx, id, user.userId);
        const [appointment, attendee] = [await findAppointment(tx, a.appointmentId), await findAttendee(tx, a.attendeeId)];
        const now = (await findAttendance(tx, id))!;
        if (appointment && attendee) await publishAttendancePromoted(tx, now, appointment, attendee, a.waitingListNumber);
        confirmed.push(now);
      }
    }
    return { ...merge(outcomes), confirmed };
  });
}
