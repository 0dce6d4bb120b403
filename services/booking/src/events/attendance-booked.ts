import { randomUUID } from 'node:crypto';
import { buildEnvelope } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import type { BookedEvents } from '../store/seats.ts';
import type { AppointmentView, AttendeeView } from '../store/generated/client.ts';
import { attendanceFacts } from './attendance-facts.ts';

/**
 * The events a new booking may publish (confirmed or waitlisted): the confirmed one checked
 * against the catalogue here, the waitlisted one its copy under a new id with the waiting number,
 * which the seat statement writes to the outbox if it applies (decision 0029).
 */
export function bookedEvents(
  companyId: string,
  attendanceId: string,
  appointment: AppointmentView,
  attendee: AttendeeView,
  cancelToken: string,
): BookedEvents {
  const facts = attendanceFacts(attendanceId, appointment, attendee, cancelToken);
  return { confirmed: buildEnvelope(BookingEvents.AttendanceConfirmed, facts, companyId), waitlistedId: randomUUID() };
}
