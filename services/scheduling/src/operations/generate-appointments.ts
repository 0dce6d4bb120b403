import { coursePricing } from '../store/courses.ts';
import { fromDbDate, notFound, validationFailed, type Db } from '@takt/kit';
import { occurrences } from '../domain/recurrence.ts';
import { publishAppointmentsCreated } from '../events/appointment-created.ts';
import { appointmentDatesOf, createAppointments } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import { findCourse, findDateTime } from '../store/courses.ts';
import { copyDateTimeTrainers } from './trainer-assignment-steps.ts';

/**
 * Creates the appointments of a date-time for its whole range, skipping dates that exist
 * (also under a concurrent call: the unique (date_time_id, date) index decides), and records
 * one AppointmentCreated per new appointment in the same transaction. Answers how many were new.
 */
export function generateAppointments(db: Db<Client>, dateTimeId: string): Promise<number> {
  return db.tx(async (tx) => {
    const dt = await findDateTime(tx, dateTimeId);
    if (!dt) throw notFound('Date-time');
    const course = await findCourse(tx, dt.courseId);
    if (!course) throw notFound('Course');
    const planned = occurrences({
      dateFrom: fromDbDate(dt.dateFrom),
      dateTill: fromDbDate(dt.dateTill),
      period: dt.period,
      eachOnDay: dt.eachOnDay,
      periodValues: dt.periodValues,
    });
    if ('issue' in planned) throw validationFailed([planned.issue]);

    const existing = await appointmentDatesOf(tx, dateTimeId);
    const created = await createAppointments(
      tx,
      dt,
      course,
      planned.dates.filter((date) => !existing.has(date)),
    );
    const trainerIds = await copyDateTimeTrainers(
      tx,
      dateTimeId,
      created.map((a) => a.id),
    );
    const pricing = await coursePricing(tx, course);
    await publishAppointmentsCreated(tx, created, pricing, trainerIds);
    return created.length;
  });
}
