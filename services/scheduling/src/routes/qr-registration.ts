import { dtoOf, localDate, toDbDate, type Router } from '@takt/kit';
import { CourseType, PublicAppointment, QrCourse, schedulingContracts as routes } from '@takt/proto';
import { appointmentDetails, type AppointmentDetail } from '../operations/appointment-details.ts';
import { atPublicLocation } from '../operations/at-public-location.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

const toAppointment = dtoOf(PublicAppointment, (a: AppointmentDetail) => ({ countOfAttendancesForTheDate: a.bookedCount }));
const toCourse = dtoOf(QrCourse);

/** What the door shows: the location's active courses that are booked one date at a time (not series, not unique events). */
const doorCourses = (locationId: string) => ({
  locationId,
  active: true,
  bookableAsSeries: false,
  type: { not: CourseType.UniqueEvent },
});

// Spec section 7 "QR registration": anonymous lists read in the tenant of the location's company.
export function qrRegistrationRoutes(r: Router<Client>): void {
  r.list(routes.listQrAppointments, {
    run: ({ query, db }, work) => atPublicLocation(db, query.locationId, work),
    where: ({ query }) => ({
      course: doorCourses(query.locationId),
      isCancelled: false,
      ...(query.courseId ? { courseId: query.courseId } : {}),
      date: query.bookingDate ? toDbDate(query.bookingDate) : { gte: toDbDate(localDate(new Date())) },
    }),
    model: (tx) => tx.appointment,
    enrich: (tx, rows: Appointment[]) => appointmentDetails(tx, rows),
    map: toAppointment,
  });
  r.list(routes.listQrCourses, {
    run: ({ query, db }, work) => atPublicLocation(db, query.locationId, work),
    where: ({ query }) => doorCourses(query.locationId),
    model: (tx) => tx.course,
    map: toCourse,
  });
}
