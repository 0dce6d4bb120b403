import { randomUUID } from 'node:crypto';
import { fail, fromDbDate, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { placesToFill } from '../domain/decide-booking.ts';
import { cappedAtStart, offerExpiresAt, type NightWindow } from '../domain/offer-expiry.ts';
import { publishOfferMade } from '../events/offer-made.ts';
import { findAttendee } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { AppointmentView, WaitingOffer } from '../store/generated/client.ts';
import { moveConfirmed } from '../store/seats.ts';
import { insertOffer, latestOfferOf, nextWithoutOffer, waitingWithoutOffer } from '../store/waiting-offers.ts';

type Tx = TxClient<Client>;

/**
 * Holds each free place for the next waiting attendee without an offer, first number first, until
 * the deadline of the pure rule (never after the start). A held place stays counted as taken, so
 * the seat statement of a new booking cannot take it and a second cancellation offers the next
 * place to the next member. The caller holds the appointment row.
 */
export async function offerPlaces(
  tx: Tx,
  appointment: AppointmentView,
  seats: { maxAttendees: number; confirmedCount: number; lastWaitingNumber: number },
  rules: { offerHours: number; night: NightWindow | null },
  timeZone: string,
  now: Date = new Date(),
): Promise<WaitingOffer[]> {
  const places = placesToFill(seats, await waitingWithoutOffer(tx, appointment.id));
  if (places === 0) return [];
  const start = { date: fromDbDate(appointment.date), timeFrom: appointment.timeFrom };
  const expiresAt = cappedAtStart(offerExpiresAt(now, rules.offerHours, rules.night, timeZone), start, timeZone);
  // Started already: nobody could use the place, so it stays free.
  if (expiresAt <= now) return [];
  const next = await nextWithoutOffer(tx, appointment.id, places);
  await moveConfirmed(tx, appointment.id, next.length);
  const offers: WaitingOffer[] = [];
  for (const w of next) {
    const offer = await insertOffer(tx, {
      id: randomUUID(),
      attendanceId: w.id,
      appointmentId: appointment.id,
      attendeeId: w.attendeeId,
      offeredAt: now,
      expiresAt,
    });
    const attendee = await findAttendee(tx, w.attendeeId);
    if (attendee) await publishOfferMade(tx, offer, appointment, attendee, timeZone);
    offers.push(offer);
  }
  return offers;
}

/** Why an attendance has no open offer to answer: its last one ran out (`offer_expired`), or there is none open. */
export async function noOpenOffer(tx: Tx, attendanceId: string, now: Date): Promise<Error> {
  const last = await latestOfferOf(tx, attendanceId);
  if (last && (last.state === 'EXPIRED' || (last.state === 'OPEN' && last.expiresAt <= now))) {
    return fail(ErrorCode.OfferExpired, 'The offered place was not accepted in time');
  }
  return fail(ErrorCode.OfferNotOpen, 'There is no open place offer for this booking');
}
