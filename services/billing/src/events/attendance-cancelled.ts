import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import { cancelAttendancePosition } from '../operations/cancel-attendance-position.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendanceCancelledConsumer = () =>
  on(BookingEvents.AttendanceCancelled, (tx, p, envelope) => cancelAttendancePosition(tx, envelope.companyId, p));
