import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { addBookedCount } from '../store/appointments.ts';

/**
 * A booking confirmed by the booking service takes one place of its appointment. The inbox
 * makes the event count once; an appointment this service does not know is left alone.
 */
export async function countConfirmedBooking(tx: TxClient<Client>, appointmentId: string): Promise<void> {
  await addBookedCount(tx, appointmentId, 1);
}
