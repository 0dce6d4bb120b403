import { consumersOf } from '@takt/kit';
import { BookingEvents, MembershipEvents } from '@takt/proto';
import { recordCancellation, recordMemberName } from '../operations/record-participation.ts';
import { waitingWrite } from '../store/appointment-participants.ts';
import type { Client } from '../store/client.ts';

const { on, onSql } = consumersOf<Client>();

// Who may read an appointment's chat besides staff, and the names the chat shows.
export const attendanceWaitlistedConsumer = () => onSql(BookingEvents.AttendanceWaitlisted, waitingWrite);
export const attendanceCancelledConsumer = () => on(BookingEvents.AttendanceCancelled, (tx, p) => recordCancellation(tx, p));
export const attendeeCreatedConsumer = () => on(MembershipEvents.AttendeeCreated, (tx, p) => recordMemberName(tx, p));
