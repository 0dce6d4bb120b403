import { z } from 'zod';
import { AttendanceStatus } from '../../enums.ts';
import { IdParams, LocalDate, odataList, Uuid } from '../common.ts';
import { PrintQuery } from '../documents/pdf.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';

export const BookAttendanceBody = z.object({
  attendeeId: Uuid,
  appointmentId: Uuid,
  note: z.string().max(1000).optional(),
});

/** Spec: POST AddMultiple; the bookings of one call, all or none, in the order given. */
export const AddAttendancesBody = z.object({ attendances: z.array(BookAttendanceBody).min(1).max(100) });
/** Spec: PUT; what staff may change of a booking (status has its own calls: cancel, confirm, offers). */
export const UpdateAttendanceBody = z.object({ note: z.string().trim().max(1000).nullable() });

export const Attendance = z.object({
  id: Uuid,
  companyId: Uuid,
  attendeeId: Uuid,
  appointmentId: Uuid,
  status: z.enum(AttendanceStatus),
  source: z.number(),
  attendeeOnWaitingListNumber: z.number().nullable(),
  bookingDate: z.string(),
  note: z.string().nullable(),
  canceledDate: z.string().nullable(),
  /** Cancelled within the late-cancellation window before the start. */
  lateCancellation: z.boolean(),
  /** When the member was checked in at the door for it (source CheckIn 1). */
  checkedInDate: z.string().nullable(),
  /** "Last name, first name" from booking's attendee read model (lists). */
  attendeeFullName: z.string().optional(),
  /** Until when a place is held for this waiting attendance (an open offer, decision 0048); lists only. */
  offerExpiresAt: z.string().nullable().optional(),
});

/** Spec: ExportConfirmed {AttendeeId, FromDate, TillDate, ExportPdf}; with ExportPdf the answer is the PDF (decision 0056). */
export const ExportConfirmedBody = z
  .object({ attendeeId: Uuid, fromDate: LocalDate, tillDate: LocalDate, exportPdf: z.boolean().optional() })
  .refine((b) => b.fromDate <= b.tillDate, { path: ['tillDate'], message: 'must not be before fromDate' });

/** One confirmed attendance of the export: what a member's attendance certificate lists. */
export const ConfirmedAttendanceRow = z.object({
  attendanceId: Uuid,
  appointmentId: Uuid,
  courseName: z.string(),
  date: LocalDate,
  timeFrom: z.string(),
  timeTill: z.string(),
  centCost: z.number().int(),
  checkedInDate: z.string().nullable(),
});
export const ConfirmedAttendances = z.object({
  attendeeId: Uuid,
  attendeeFullName: z.string(),
  fromDate: LocalDate,
  tillDate: LocalDate,
  rows: z.array(ConfirmedAttendanceRow),
});

// Spec section 9: bookingDate desc, then waiting list number.
const attendanceOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    appointmentId: { type: 'uuid' },
    status: { type: 'number' },
    source: { type: 'number' },
    bookingDate: { type: 'datetime' },
    attendeeOnWaitingListNumber: { type: 'number', column: 'waitingListNumber' },
  },
  defaultOrder: [
    { name: 'bookingDate', direction: 'desc' },
    { name: 'attendeeOnWaitingListNumber', direction: 'asc' },
  ],
};

export const bookingAttendanceContracts = {
  book: route({
    method: 'POST',
    path: '/api/Attendances',
    service: 'booking',
    access: ['manager', 'employee', 'trainer', 'attendee'],
    summary:
      "Book an attendee on an appointment (a member only themself, within the company's booking-in-advance days; staff and members alike only with a membership the course is open to at the date); beyond capacity the booking goes to the waiting list",
    body: BookAttendanceBody,
    response: Attendance,
  }),
  addAttendances: route({
    method: 'POST',
    path: '/api/Attendances/AddMultiple',
    service: 'booking',
    access: ['manager', 'employee', 'trainer'],
    summary:
      'Book several attendees or appointments at once, all or none in the order given (each as a single booking: the membership rule binds, beyond capacity the waiting list)',
    body: AddAttendancesBody,
    response: z.array(Attendance),
  }),
  updateAttendance: route({
    method: 'PUT',
    path: '/api/Attendances/:id',
    service: 'booking',
    access: ['manager', 'employee', 'trainer'],
    summary: "Change a booking's note (shown at the door when the company shows check-in notes)",
    params: IdParams,
    body: UpdateAttendanceBody,
    response: Attendance,
  }),
  getAttendance: route({
    method: 'GET',
    path: '/api/Attendances/:id',
    service: 'booking',
    access: ['manager', 'employee', 'trainer'],
    summary: 'One attendance',
    params: IdParams,
    response: Attendance,
  }),
  listAttendances: route({
    method: 'GET',
    path: '/odata/Attendances',
    service: 'booking',
    access: ['manager', 'employee', 'trainer', 'attendee'],
    summary: "Attendances as an OData list (a member's: only their own)",
    odata: attendanceOData,
    response: odataList(Attendance),
  }),
  listAttendancesInDepartment: route({
    method: 'GET',
    path: '/odata/Attendances/GetInDepartment/:departmentId',
    service: 'booking',
    access: ['manager', 'employee', 'trainer'],
    summary:
      "Attendances on appointments of the department's courses (identity's department refs), with ?trainerId only those the trainer teaches, as an OData list",
    params: z.object({ departmentId: Uuid }),
    query: z.object({ trainerId: Uuid.optional() }),
    odata: attendanceOData,
    response: odataList(Attendance),
  }),
  listAttendancesByTrainer: route({
    method: 'GET',
    path: '/odata/Attendances/GetByTrainerId/:trainerId',
    service: 'booking',
    access: ['manager', 'employee', 'trainer'],
    summary: "Attendances on the appointments the trainer teaches (scheduling's appointment trainers), as an OData list",
    params: z.object({ trainerId: Uuid }),
    odata: attendanceOData,
    response: odataList(Attendance),
  }),
  exportConfirmed: route({
    method: 'POST',
    path: '/api/Attendances/ExportConfirmed',
    service: 'booking',
    access: ['manager', 'employee', 'attendee'],
    summary: "An attendee's confirmed attendances in a date range (a member: only their own), by date; with exportPdf as PDF",
    query: PrintQuery,
    body: ExportConfirmedBody,
    response: ConfirmedAttendances,
  }),
} satisfies Record<string, RouteContract>;
