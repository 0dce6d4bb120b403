import { fail, localDate, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { publishAppointmentDeleted } from '../events/appointment-changed.ts';
import { publishCourseDeleted } from '../events/course.ts';
import type { Client } from '../store/client.ts';
import { appointmentIdsOfCourse, bookedFutureAppointments, deleteCourseRows } from '../store/courses.ts';
import { requireCourse } from './course-steps.ts';

/**
 * Deletes a course with its date-times and appointments, unless future uncancelled appointments
 * have bookings (in_use, with their count). Every deleted appointment is announced, then the course.
 */
export async function deleteCourse(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireCourse(tx, id);
    const booked = await bookedFutureAppointments(tx, { courseId: id }, localDate());
    if (booked > 0) throw fail(ErrorCode.InUse, 'Future appointments of the course have bookings', { bookedAppointments: booked });
    const appointmentIds = await appointmentIdsOfCourse(tx, id);
    await deleteCourseRows(tx, id);
    for (const appointmentId of appointmentIds) await publishAppointmentDeleted(tx, appointmentId);
    await publishCourseDeleted(tx, id);
  });
  return { ok: true };
}
