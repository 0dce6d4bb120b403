import { z } from 'zod';
import { LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

const staff = ['manager', 'employee', 'trainer'] as const;

/** An appointment as booking sees it, with its live seat count. */
export const AppointmentSeats = z.object({
  appointmentId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  maxAttendees: z.number(),
  confirmedCount: z.number(),
  waitingCount: z.number(),
  /** Places held for waiting members by open offers (decision 0048): neither free nor confirmed. */
  offeredCount: z.number(),
  isCancelled: z.boolean(),
  /** The course time it belongs to (series bookings follow it); null for a single appointment. */
  dateTimeId: Uuid.nullable(),
});

/** Someone who can be booked: booking's read model of membership's attendees. */
export const BookableAttendee = z.object({
  id: Uuid,
  firstName: z.string(),
  lastName: z.string(),
  /** "Last name, first name" (spec section 3). */
  fullName: z.string(),
});

const bookableAttendeeOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
  },
  defaultOrder: [
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
};

export const bookingSeatContracts = {
  getSeats: route({
    method: 'GET',
    path: '/api/Attendances/Seats/:appointmentId',
    service: 'booking',
    access: staff,
    summary: "An appointment's places, confirmed count and waiting list length",
    params: z.object({ appointmentId: Uuid }),
    response: AppointmentSeats,
  }),
  listBookableAttendees: route({
    method: 'GET',
    path: '/odata/Attendances/Attendees',
    service: 'booking',
    access: staff,
    summary: 'The attendees booking knows, for the attendee picker of the booking dialog',
    odata: bookableAttendeeOData,
    response: odataList(BookableAttendee),
  }),
} satisfies Record<string, RouteContract>;
