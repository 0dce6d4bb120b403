import { publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { fromDbDate } from '@takt/kit';
import type { Appointment } from '../store/generated/client.ts';

/** Records AppointmentCreated in the outbox of `tx`: booking keeps capacity and price from it. */
export async function publishAppointmentCreated(tx: unknown, a: Appointment, centCost: number): Promise<void> {
  await publishEvent(tx, SchedulingEvents.AppointmentCreated, {
    appointmentId: a.id,
    courseId: a.courseId,
    dateTimeId: a.dateTimeId,
    courseName: a.courseName,
    date: fromDbDate(a.date),
    timeFrom: a.timeFrom,
    timeTill: a.timeTill,
    maxAttendees: a.maxAttendees,
    centCost,
  });
}
