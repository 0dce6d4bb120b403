import type { RouteContract } from '../contract.ts';
import { bookingAttendanceContracts } from './attendances.ts';
import { bookingCancellationContracts } from './cancellations.ts';
import { bookingSeatContracts } from './seats.ts';
import { bookingPresenceContracts } from './presences.ts';
import { bookingPresenceAttendanceContracts } from './presence-attendances.ts';
import { bookingRoomPresenceContracts } from './room-presences.ts';
import { bookingCheckInContracts } from './check-in.ts';
import { bookingSeriesContracts } from './series.ts';
import { bookingQrCodeContracts } from './qr-codes.ts';
import { bookingTaskRequestContracts } from './task-requests.ts';
import { bookingMemberAppointmentContracts } from './member-appointments.ts';
import { bookingOfferContracts } from './offers.ts';
import { bookingWaitingPositionContracts } from './waiting-positions.ts';
import { bookingPrintContracts } from './print.ts';

// Booking's contracts, one file per resource.

export * from './attendances.ts';
export * from './cancellations.ts';
export * from './seats.ts';
export * from './presences.ts';
export * from './presence-attendances.ts';
export * from './room-presences.ts';
export * from './check-in.ts';
export * from './series.ts';
export * from './qr-codes.ts';
export * from './task-requests.ts';
export * from './member-appointments.ts';
export * from './offers.ts';
export * from './waiting-positions.ts';
export * from './print.ts';

/** Every booking contract, in the order the gateway's route table and OpenAPI document list them. */
export const bookingContracts = {
  ...bookingAttendanceContracts,
  ...bookingCancellationContracts,
  ...bookingSeatContracts,
  ...bookingPresenceContracts,
  ...bookingPresenceAttendanceContracts,
  ...bookingRoomPresenceContracts,
  ...bookingCheckInContracts,
  ...bookingSeriesContracts,
  ...bookingQrCodeContracts,
  ...bookingTaskRequestContracts,
  ...bookingMemberAppointmentContracts,
  ...bookingOfferContracts,
  ...bookingWaitingPositionContracts,
  ...bookingPrintContracts,
} satisfies Record<string, RouteContract>;
