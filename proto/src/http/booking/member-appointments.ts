import { z } from 'zod';
import { AttendanceStatus } from '../../enums.ts';
import { LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

/** One person a member's login speaks for (its own record, or a child by membership's contacts) on one appointment. */
export const MemberAppointmentPerson = z.object({
  attendeeId: Uuid,
  /** "Last name, first name": for whom the line is. */
  attendeeFullName: z.string(),
  available: z.boolean(),
  centCost: z.number().int(),
  attendanceId: Uuid.nullable(),
  status: z.enum(AttendanceStatus).nullable(),
  waitingPosition: z.number().nullable(),
  /** A place is held for this person's waiting booking until then (an open offer, decision 0048). */
  offerExpiresAt: z.string().nullable(),
});

/**
 * An appointment as a member sees it: places, and per person the login speaks for whether and at
 * what price they may book, and their booking (`people`). The flat fields repeat the first person's.
 */
export const MemberAppointment = z.object({
  appointmentId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  maxAttendees: z.number(),
  confirmedCount: z.number(),
  waitingCount: z.number(),
  /** The membership rule lets the member book it (the booking answers why not). */
  available: z.boolean(),
  /** The member's price in cents by the membership rule. */
  centCost: z.number().int(),
  /** The member's attendee record the row speaks for (what a booking names). */
  attendeeId: Uuid,
  /** The member's live booking of it (confirmed or waiting), if any. */
  attendanceId: Uuid.nullable(),
  status: z.enum(AttendanceStatus).nullable(),
  /** 1 for the first waiting: the place in line now (waiting numbers keep gaps after cancellations). */
  waitingPosition: z.number().nullable(),
  /** Cancelling now falls within the late-cancellation window before the start (the screen warns). */
  cancelIsLate: z.boolean(),
  /** A place is held for the member's waiting booking until then (an open offer, decision 0048): accept or decline it. */
  offerExpiresAt: z.string().nullable(),
  /** For whom the row speaks: every person of the login, or (booked=true) those booked on it; own record first. */
  people: z.array(MemberAppointmentPerson),
  /** The login speaks for more than one person (the screen names them). */
  forSeveral: z.boolean(),
  attendeeFullName: z.string(),
});

/** `booked=true`: the member's coming bookings; otherwise the appointments within their booking window. */
export const MemberAppointmentsQuery = z.object({
  booked: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() === 'true' : v), z.boolean().default(false)),
});

const memberAppointmentOData: ODataResource = {
  fields: {
    appointmentId: { type: 'uuid', column: 'id' },
    courseName: { type: 'string' },
    date: { type: 'date' },
    timeFrom: { type: 'string' },
  },
  defaultOrder: [
    { name: 'date', direction: 'asc' },
    { name: 'timeFrom', direction: 'asc' },
  ],
};

export const bookingMemberAppointmentContracts = {
  listMyAppointments: route({
    method: 'GET',
    path: '/odata/Attendances/MyAppointments',
    service: 'booking',
    access: ['attendee'],
    summary:
      "The signed-in member's coming bookings (booked=true) or the appointments they may book now (from today to the company's booking-in-advance days), each with places, the member's price and booking",
    query: MemberAppointmentsQuery,
    odata: memberAppointmentOData,
    response: odataList(MemberAppointment),
  }),
} satisfies Record<string, RouteContract>;
