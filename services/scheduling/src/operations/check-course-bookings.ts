import { localDate, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { bookedFutureAppointments } from '../store/courses.ts';
import { requireCourse } from './course-steps.ts';

/** Whether future uncancelled appointments of the course have confirmed bookings (the screen says so before a delete). */
export function checkCourseBookings(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    await requireCourse(tx, id);
    const bookedAppointments = await bookedFutureAppointments(tx, { courseId: id }, localDate());
    return { hasBookings: bookedAppointments > 0, bookedAppointments };
  });
}
