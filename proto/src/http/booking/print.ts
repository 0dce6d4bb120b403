import { z } from 'zod';
import { LocalDate, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { PrintQuery } from '../documents/pdf.ts';

// Booking's printed lists (spec section 7: AttendeeCourse and waiting positions CreatePrintPdf,
// the attendance list of /print-attendance-list/{appointmentId}). Booking answers the data; the
// gateway has documents render it (decision 0056).

const staff = ['manager', 'employee', 'trainer'] as const;
const IdPath = z.object({ id: Uuid });

export const AttendanceListRow = z.object({
  attendeeFullName: z.string(),
  /** Confirmed, on the waiting list (with its number) or not yet confirmed. */
  status: z.enum(['confirmed', 'waiting', 'open']),
  waitingListNumber: z.number().int().nullable(),
  checkedIn: z.boolean(),
});
export const AttendanceListPrint = z.object({
  appointmentId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  maxAttendees: z.number().int(),
  rows: z.array(AttendanceListRow),
});

export const WaitingListPrint = z.object({
  dateTimeId: Uuid,
  /** From the course date-time's appointments; null when booking knows none yet. */
  courseName: z.string().nullable(),
  rows: z.array(z.object({ position: z.number().int(), attendeeFullName: z.string(), createdDate: z.string() })),
});

export const SeriesBookingPrint = z.object({
  id: Uuid,
  attendeeFullName: z.string(),
  courseName: z.string().nullable(),
  createdDate: z.string(),
  cancelledDate: z.string().nullable(),
  /** The series' appointments booked for the attendee, by date. */
  appointments: z.array(z.object({ date: LocalDate, timeFrom: z.string(), timeTill: z.string(), waiting: z.boolean() })),
});

export const bookingPrintContracts = {
  printAttendanceList: route({
    method: 'GET',
    path: '/api/Attendances/CreatePrintPdf/:id',
    service: 'booking',
    access: staff,
    summary: "An appointment's attendance list as PDF (format=html: the kiosk print page's markup); id is the appointment's",
    params: IdPath,
    query: PrintQuery,
    binary: 'download',
  }),
  printWaitingList: route({
    method: 'GET',
    path: '/api/AttendeeCourseWaitingPositions/CreatePrintPdf/:id',
    service: 'booking',
    access: staff,
    summary: "A course date-time's waiting line as PDF; id is the date-time's",
    params: IdPath,
    query: PrintQuery,
    binary: 'download',
  }),
  printSeriesBooking: route({
    method: 'GET',
    path: '/api/AttendeeCourses/CreatePrintPdf/:id',
    service: 'booking',
    access: staff,
    summary: 'One series booking with its appointments as PDF; id is the series booking (AttendeeCourse)',
    params: IdPath,
    query: PrintQuery,
    binary: 'download',
  }),
} satisfies Record<string, RouteContract>;
