import { buildEnvelope } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import type { BookedEvents } from '../store/seats.ts';
import type { AppointmentView, AttendeeView } from '../store/generated/client.ts';
import { attendanceFacts } from './attendance-facts.ts';

/**
 * The two events a new booking may publish (confirmed or waitlisted), checked against the
 * catalogue here; the seat statement writes the one that applies to the outbox (decision 0029).
 */
export function bookedEvents(
  companyId: string,
  attendanceId: string,
  appointment: AppointmentView,
  attendee: AttendeeView,
  cancelToken: string,
): BookedEvents {
  const facts = attendanceFacts(attendanceId, appointment, attendee, cancelToken);
  return {
    confirmed: buildEnvelope(BookingEvents.AttendanceConfirmed, facts, companyId),
    waitlisted: buildEnvelope(BookingEvents.AttendanceWaitlisted, { ...facts, waitingListNumber: 0 }, companyId),
  };
}
