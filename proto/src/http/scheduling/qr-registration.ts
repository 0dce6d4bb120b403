import { z } from 'zod';
import { LocalDate, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { appointmentOData, PublicAppointment } from './appointments.ts';
import { CourseOption, courseOData } from './courses.ts';

// Spec section 7 "QR registration" (family AttendeeRegisterByQrCode): what the QR code of a
// location shows without a login. The location decides the company; only its active courses that
// are not booked as a series appear (a series is booked by staff, not at the door).

export const QrLocationQuery = z.object({ locationId: Uuid });
export const QrAppointmentsQuery = QrLocationQuery.extend({
  courseId: Uuid.optional(),
  /** One day's appointments; the ones still to come when left out. */
  bookingDate: LocalDate.optional(),
});

export const QrCourse = CourseOption.extend({ description: z.string().nullable(), maxAttendees: z.number().int() });

export const schedulingQrRegistrationContracts = {
  listQrAppointments: route({
    method: 'GET',
    path: '/odata/AttendeeRegisterByQrCode/GetAppointments',
    service: 'scheduling',
    access: 'public',
    summary: "A location's appointments of active courses not bookable as a series (one day, or those to come)",
    query: QrAppointmentsQuery,
    odata: appointmentOData,
    response: odataList(PublicAppointment),
  }),
  listQrCourses: route({
    method: 'GET',
    path: '/odata/AttendeeRegisterByQrCode/GetCoursesByLocationId',
    service: 'scheduling',
    access: 'public',
    summary: "A location's active courses not bookable as a series",
    query: QrLocationQuery,
    odata: courseOData,
    response: odataList(QrCourse),
  }),
} satisfies Record<string, RouteContract>;
