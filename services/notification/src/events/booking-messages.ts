import { consumersOf } from '@takt/kit';
import { BookingEvents } from '@takt/proto';
import {
  appointmentCancelledMessage,
  clashingWaitDroppedMessage,
  offerExpiredMessage,
  offerMadeMessage,
  promotedMessage,
  rescheduledMessage,
  taskRequestDecidedMessage,
} from '../domain/booking-message.ts';
import { storeMemberMessage, type MessageOutlets } from '../operations/store-member-message.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Members hear about what happened to their bookings without asking: moved up, the class moved or cancelled.
export const attendancePromotedConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendancePromoted, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, promotedMessage(p)),
  );

const CANCEL_MESSAGES = {
  appointment: appointmentCancelledMessage,
  clash: clashingWaitDroppedMessage,
  'offer-expired': offerExpiredMessage,
} as const;

export const attendanceCancelledConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendanceCancelled, async (tx, p, envelope) =>
    p.by === 'appointment' || p.by === 'clash' || p.by === 'offer-expired'
      ? storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, CANCEL_MESSAGES[p.by](p))
      : undefined,
  );

// Beyond the spec (decision 0048): a place held for a waiting member, with its deadline.
export const waitingOfferMadeConsumer = (out: MessageOutlets) =>
  on(BookingEvents.WaitingOfferMade, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, offerMadeMessage(p)),
  );

export const attendanceRescheduledConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendanceRescheduled, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, rescheduledMessage(p)),
  );

export const taskRequestDecidedConsumer = (out: MessageOutlets) =>
  on(BookingEvents.TaskRequestDecided, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, taskRequestDecidedMessage(p)),
  );
