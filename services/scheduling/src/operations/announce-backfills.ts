import type { Backfill } from '@takt/kit';
import { publishAppointmentTrainersChanged } from '../events/appointment-created.ts';
import { publishCourseUpdated } from '../events/course.ts';
import { everyAppointmentTrainers } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import { coursePricing, everyCourse } from '../store/courses.ts';
import { publishRoomUpdated } from '../events/room.ts';
import { publishAvailabilitySaved } from '../events/trainer-availability.ts';
import { everyAvailability } from '../store/availabilities.ts';
import { everyRoom } from '../store/rooms.ts';

/**
 * Courses as they are now, for read models that started after their events left the stream:
 * booking's course_view (a course code's location, approval, prices) and membership's skill
 * parents. Their consumers upsert, so announcing again is harmless.
 */
export const schedulingBackfills: readonly Backfill<Client>[] = [
  {
    name: 'scheduling.course.updated@1',
    async run(tx) {
      const courses = await everyCourse(tx);
      for (const course of courses) await publishCourseUpdated(tx, course, await coursePricing(tx, course), course.companyId);
      return courses.length;
    },
  },
  {
    // Booking's appointment_view learnt trainers later (attendances per trainer); appointments without any need no event.
    name: 'scheduling.appointment.trainers-changed@1',
    async run(tx) {
      const byCompany = new Map<string, Map<string, string[]>>();
      for (const [appointmentId, { companyId, trainerIds }] of await everyAppointmentTrainers(tx)) {
        const mine = byCompany.get(companyId) ?? new Map<string, string[]>();
        byCompany.set(companyId, mine.set(appointmentId, trainerIds));
      }
      let n = 0;
      for (const [companyId, trainers] of byCompany) n += await publishAppointmentTrainersChanged(tx, trainers, companyId);
      return n;
    },
  },
  {
    // Booking's room_view (who is in which room, decision 0059) started after rooms were made.
    name: 'scheduling.room.updated@1',
    async run(tx) {
      const rooms = await everyRoom(tx);
      for (const room of rooms) await publishRoomUpdated(tx, room, room.companyId);
      return rooms.length;
    },
  },
  {
    // Statistics' registration report (decision 0067) learnt availabilities and absences later.
    name: 'scheduling.trainer-availability.saved@1',
    async run(tx) {
      const availabilities = await everyAvailability(tx);
      for (const a of availabilities) await publishAvailabilitySaved(tx, a, a.companyId);
      return availabilities.length;
    },
  },
];
