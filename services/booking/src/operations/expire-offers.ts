import { asTenant, type Db } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import { findAppointment, findAttendance, findAttendee } from '../store/attendances.ts';
import { markCancelled } from '../store/cancellations.ts';
import type { Client } from '../store/client.ts';
import { closeOffer, companiesWithDueOffers, lockDueOffers } from '../store/waiting-offers.ts';
import type { BookingSettings } from '../settings.ts';
import { cancelInTx, passOnPlace } from './cancel-steps.ts';

/** Offers expired per sweep and company; the rest wait for the next tick. */
const BATCH = 50;

/** What a sweep changed in one company: the appointments whose places moved (for the hub's seat notice). */
export interface ExpiredOffers {
  companyId: string;
  expired: number;
  appointmentIds: string[];
}

/**
 * The expiry sweep (decision 0048): every open offer past its deadline expires; its waiting entry
 * is cancelled (`offer-expired`) and the held place offered to the next waiting attendee, or
 * released when nobody waits. Each company runs in its own tenant transaction; the due offers are
 * locked with SKIP LOCKED, so two replicas sweeping at once never take the same offer.
 */
export async function expireOffers(db: Db<Client>, settings: BookingSettings, now: Date = new Date()): Promise<ExpiredOffers[]> {
  const companies = await db.system((tx) => companiesWithDueOffers(tx, now));
  const results: ExpiredOffers[] = [];
  for (const companyId of companies) {
    const result = await asTenant(companyId, () =>
      db.tx(async (tx) => {
        const due = await lockDueOffers(tx, now, BATCH);
        const appointmentIds = new Set<string>();
        for (const offer of due) {
          const a = await findAttendance(tx, offer.attendanceId);
          if (!a) continue;
          appointmentIds.add(a.appointmentId);
          // An erased member's entry has no attendee to tell any more: only the held place moves on.
          if (a.status === AttendanceStatus.OnWaitingList && (await findAttendee(tx, a.attendeeId))) {
            const outcome = await cancelInTx(tx, settings, a, 'offer-expired', null);
            for (const c of [...outcome.cancelled, ...outcome.promoted]) appointmentIds.add(c.appointmentId);
          } else if (await closeOffer(tx, a.id, 'EXPIRED')) {
            // An erased member (no attendee left to name in an event) leaves the list quietly; an entry
            // that left it without closing its offer needs nothing more. The held place goes on either way.
            await markCancelled(tx, a.id, { late: false, canceledByUserId: null });
            const appointment = await findAppointment(tx, a.appointmentId);
            if (appointment) await passOnPlace(tx, appointment, 'offer-expired', settings.BOOKING_TIME_ZONE);
          }
        }
        return { companyId, expired: due.length, appointmentIds: [...appointmentIds] };
      }),
    );
    if (result.expired > 0) results.push(result);
  }
  return results;
}
