import type { TxClient } from '@takt/kit';
import type { AttendanceStatus, BookingEvents, Envelope, PayloadOf } from '@takt/proto';
import { upsertAttendanceFact } from '../store/attendance-facts.ts';
import type { Client } from '../store/client.ts';

/** Confirmed and waitlisted arrive on separate consumers; the newer event wins (see the store). */
export function recordAttendanceFact(
  tx: TxClient<Client>,
  status: AttendanceStatus,
  p: PayloadOf<typeof BookingEvents.AttendanceConfirmed>,
  envelope: Envelope,
): Promise<void> {
  return upsertAttendanceFact(tx, p, status, envelope.occurredAt);
}
