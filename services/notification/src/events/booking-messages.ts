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
import { tellMember } from '../operations/tell-member.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Members hear about what happened to their bookings without asking: moved up, the class moved or cancelled.
export const attendancePromotedConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendancePromoted, (tx, p, envelope) =>
    tellMember(tx, out, envelope, p.applicationUserId, { mail: { template: 'waiting-list-promoted', ...p }, message: promotedMessage(p) }),
  );

// A booking of the member's own is confirmed by mail; the bell stays for what they did not do themselves.
export const attendanceConfirmedConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendanceConfirmed, (tx, p, envelope) =>
    tellMember(tx, out, envelope, p.applicationUserId, { mail: { template: 'booking-confirmed', ...p } }),
  );

const CANCEL_MESSAGES = {
  appointment: appointmentCancelledMessage,
  clash: clashingWaitDroppedMessage,
  'offer-expired': offerExpiredMessage,
} as const;

export const attendanceCancelledConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendanceCancelled, async (tx, p, envelope) =>
    p.by === 'clash' || p.by === 'offer-expired'
      ? storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, CANCEL_MESSAGES[p.by](p))
      : tellMember(tx, out, envelope, p.applicationUserId, {
          mail: { template: 'booking-cancelled', ...p, by: p.by },
          ...(p.by === 'appointment' ? { message: CANCEL_MESSAGES.appointment(p) } : {}),
        }),
  );

// Beyond the spec (decision 0048): a place held for a waiting member, with its deadline.
export const waitingOfferMadeConsumer = (out: MessageOutlets) =>
  on(BookingEvents.WaitingOfferMade, (tx, p, envelope) =>
    tellMember(tx, out, envelope, p.applicationUserId, { mail: { template: 'waiting-offer-made', ...p }, message: offerMadeMessage(p) }),
  );

export const attendanceRescheduledConsumer = (out: MessageOutlets) =>
  on(BookingEvents.AttendanceRescheduled, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, rescheduledMessage(p)),
  );

export const taskRequestDecidedConsumer = (out: MessageOutlets) =>
  on(BookingEvents.TaskRequestDecided, (tx, p, envelope) =>
    storeMemberMessage(tx, out, envelope.companyId, p.applicationUserId, taskRequestDecidedMessage(p)),
  );
