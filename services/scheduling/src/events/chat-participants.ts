import { consumersOf } from '@takt/kit';
import { BookingEvents, MembershipEvents } from '@takt/proto';
import { recordCancellation, recordMemberName, recordParticipant } from '../operations/record-participation.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Who may read an appointment's chat besides staff, and the names the chat shows.
export const attendanceWaitlistedConsumer = () => on(BookingEvents.AttendanceWaitlisted, (tx, p) => recordParticipant(tx, p));
export const attendanceCancelledConsumer = () => on(BookingEvents.AttendanceCancelled, (tx, p) => recordCancellation(tx, p));
export const attendeeCreatedConsumer = () => on(MembershipEvents.AttendeeCreated, (tx, p) => recordMemberName(tx, p));
