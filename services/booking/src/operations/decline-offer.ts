import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { findAttendance } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import { openOfferOf } from '../store/waiting-offers.ts';
import type { BookingSettings } from '../settings.ts';
import { actsAsStaff, attendanceFor, cancelInTx, type CancelOutcome } from './cancel-steps.ts';
import { noOpenOffer } from './offer-steps.ts';

/**
 * PUT DeclineOffer/{id} (decision 0048): the member does not want the place. Their waiting entry
 * is cancelled like any cancellation of it, which closes the offer as DECLINED and offers the place
 * to the next waiting attendee (or releases it when nobody waits).
 */
export function declineOffer(db: Db<Client>, settings: BookingSettings, user: UserCaller, id: string): Promise<CancelOutcome> {
  return db.tx(async (tx) => {
    const a = await attendanceFor(tx, settings, user, await findAttendance(tx, id));
    if (!(await openOfferOf(tx, a.id))) throw await noOpenOffer(tx, a.id, new Date());
    return cancelInTx(tx, settings, a, actsAsStaff(user) ? 'staff' : 'attendee', user.userId);
  });
}
