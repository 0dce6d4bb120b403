import type { Bus, Router } from '@takt/kit';
import { bookingContracts as c } from '@takt/proto';
import { appointmentsOf, noticeSeats } from '../events/seats-notice.ts';
import { acceptOffer } from '../operations/accept-offer.ts';
import { declineOffer } from '../operations/decline-offer.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { outcomeDto, toDto } from './attendance-dto.ts';

/** Timed waiting-list offers (beyond the spec, decision 0048): the member's answer; the hub tells the screens. */
export function offerRoutes(r: Router<Client>, settings: BookingSettings, bus: Bus): void {
  r.handle(c.acceptOffer, async ({ params, db, user }) => {
    const accepted = await acceptOffer(db, settings, user, params.id);
    await noticeSeats(bus, user.companyId, [accepted.appointmentId]);
    return toDto(accepted);
  });

  r.handle(c.declineOffer, async ({ params, db, user }) => {
    const outcome = await declineOffer(db, settings, user, params.id);
    await noticeSeats(bus, user.companyId, appointmentsOf(outcome.cancelled, outcome.promoted));
    return outcomeDto(outcome);
  });
}
