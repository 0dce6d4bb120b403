import type { TestService } from '@takt/kit/testing';
import { AttendanceStatus, BookingEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

/**
 * Booking's event for a registration in `status`: confirmed, on the waiting list, or cancelled
 * on `canceledDate` (the dashboard's and the registration report's bookings).
 */
export async function emitRegistration(
  t: TestService<Client>,
  companyId: string,
  facts: PayloadOf<typeof BookingEvents.AttendanceConfirmed>,
  status: AttendanceStatus,
  cancelled: { canceledDate: string; by: 'attendee' | 'staff' },
): Promise<void> {
  if (status === AttendanceStatus.Confirmed) await t.emit(BookingEvents.AttendanceConfirmed, companyId, facts);
  else if (status === AttendanceStatus.OnWaitingList)
    await t.emit(BookingEvents.AttendanceWaitlisted, companyId, { ...facts, waitingListNumber: 1 });
  else
    await t.emit(BookingEvents.AttendanceCancelled, companyId, {
      ...facts,
      previousStatus: AttendanceStatus.Confirmed,
      late: false,
      ...cancelled,
    });
}
