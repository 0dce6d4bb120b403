import type { RouteContract } from '../contract.ts';
import { schedulingAppointmentContracts } from './appointments.ts';
import { schedulingCourseContracts } from './courses.ts';
import { schedulingDateTimeContracts } from './date-times.ts';
import { schedulingRoomContracts } from './rooms.ts';
import { schedulingAppointmentMessageContracts } from './appointment-messages.ts';
import { schedulingAvailabilityContracts } from './availabilities.ts';
import { schedulingTrainerContracts } from './trainers.ts';
import { schedulingConflictContracts } from './conflicts.ts';
import { schedulingCalendarContracts } from './calendar.ts';
import { schedulingCalendarFeedContracts } from './calendar-feeds.ts';
import { schedulingQrRegistrationContracts } from './qr-registration.ts';

// Scheduling's contracts, one file per resource.

export * from './courses.ts';
export * from './date-times.ts';
export * from './appointments.ts';
export * from './rooms.ts';
export * from './appointment-messages.ts';
export * from './availabilities.ts';
export * from './trainers.ts';
export * from './conflicts.ts';
export * from './calendar.ts';
export * from './calendar-feeds.ts';
export * from './qr-registration.ts';

/** Every scheduling contract, in the order the gateway's route table and OpenAPI document list them. */
export const schedulingContracts = {
  ...schedulingCourseContracts,
  ...schedulingDateTimeContracts,
  ...schedulingAppointmentContracts,
  ...schedulingRoomContracts,
  ...schedulingAppointmentMessageContracts,
  ...schedulingAvailabilityContracts,
  ...schedulingTrainerContracts,
  ...schedulingConflictContracts,
  ...schedulingCalendarContracts,
  ...schedulingCalendarFeedContracts,
  ...schedulingQrRegistrationContracts,
} satisfies Record<string, RouteContract>;
