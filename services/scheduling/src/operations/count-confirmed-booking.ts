import type { TxClient } from '@takt/kit';
import type { BookingEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { addBookedCount } from '../store/appointments.ts';
import { recordParticipant } from './record-participation.ts';

/**
 * A booking confirmed by the booking service takes one place of its appointment, and its member
 * joins the chat. The inbox makes the event count once; an appointment this service does not
 * know is left alone.
 */
export async function countConfirmedBooking(tx: TxClient<Client>, p: PayloadOf<typeof BookingEvents.AttendanceConfirmed>): Promise<void> {
  await addBookedCount(tx, p.appointmentId, 1);
  await recordParticipant(tx, p);
}
