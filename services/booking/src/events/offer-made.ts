import { publishEvent, type TxClient } from '@takt/kit';
import { BookingEvents, wallClockAt } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { AppointmentView, AttendeeView, WaitingOffer } from '../store/generated/client.ts';
import { attendanceFacts } from './attendance-facts.ts';

/** A place is held for the waiting member: notification tells them in the bell, with the deadline on the studio's clock. */
export async function publishOfferMade(
  tx: TxClient<Client>,
  offer: WaitingOffer,
  appointment: AppointmentView,
  attendee: AttendeeView,
  timeZone: string,
): Promise<void> {
  const local = wallClockAt(offer.expiresAt, timeZone);
  await publishEvent(tx, BookingEvents.WaitingOfferMade, {
    ...attendanceFacts(offer.attendanceId, appointment, attendee),
    offerId: offer.id,
    expiresAt: offer.expiresAt.toISOString(),
    expiresAtLocal: `${local.date}T${local.time}`,
  });
}
