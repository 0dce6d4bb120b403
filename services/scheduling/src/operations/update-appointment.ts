import { coursePricing } from '../store/courses.ts';
import { toDbDate, validationFailed, type Db } from '@takt/kit';
import type { AppointmentInput } from '@takt/proto';
import { publishAppointmentUpdated } from '../events/appointment-changed.ts';
import { trainerIdsOf } from '../store/appointment-trainers.ts';
import { siblingOnDate, updateAppointmentRow } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import { appointmentDetail, type AppointmentDetail } from './appointment-details.ts';
import { requireLiveAppointment } from './appointment-steps.ts';
import { requireCourse } from './course-steps.ts';
import { assertRoomKnown } from './room-steps.ts';

/**
 * Moves or resizes one appointment; its bookings stay with it (booking follows the event). A
 * passed appointment may be changed too: staff correct past entries (wrong times, the real room).
 */
export function updateAppointment(db: Db<Client>, id: string, input: AppointmentInput): Promise<AppointmentDetail> {
  return db.tx(async (tx) => {
    const before = await requireLiveAppointment(tx, id);
    await assertRoomKnown(tx, input.roomId);
    const date = toDbDate(input.date);
    if (await siblingOnDate(tx, before, date)) {
      throw validationFailed([{ field: 'date', message: 'the course time has an appointment on this date already' }]);
    }
    const a = await updateAppointmentRow(tx, id, {
      date,
      timeFrom: input.timeFrom,
      timeTill: input.timeTill,
      roomId: input.roomId,
      maxAttendees: input.maxAttendees,
      text: input.text ?? null,
    });
    const course = await requireCourse(tx, a.courseId);
    const trainerIds = (await trainerIdsOf(tx, [a.id])).get(a.id) ?? [];
    await publishAppointmentUpdated(tx, a, await coursePricing(tx, course), trainerIds, input.notificationSetting);
    return appointmentDetail(tx, a);
  });
}
