import { randomUUID } from 'node:crypto';
import { notFound, validationFailed, type TxClient } from '@takt/kit';
import { occurrences } from '../domain/recurrence.ts';
import { publishAppointmentCreated } from '../events/appointment-created.ts';
import type { Client } from './client.ts';
import { fromDbDate, toDbDate } from '@takt/kit';

/**
 * Creates the appointments of a date-time for its whole range, skipping dates that exist
 * (also under a concurrent call: the unique (date_time_id, date) index decides), and records
 * one AppointmentCreated per new appointment in the same transaction. Answers how many were new.
 */
export async function generateAppointments(tx: TxClient<Client>, dateTimeId: string): Promise<number> {
  const dt = await tx.courseDateTime.findFirst({ where: { id: dateTimeId } });
  if (!dt) throw notFound('Date-time');
  const course = await tx.course.findFirst({ where: { id: dt.courseId } });
  if (!course) throw notFound('Course');
  const planned = occurrences({
    dateFrom: fromDbDate(dt.dateFrom),
    dateTill: fromDbDate(dt.dateTill),
    period: dt.period,
    eachOnDay: dt.eachOnDay,
    periodValues: dt.periodValues,
  });
  if ('issue' in planned) throw validationFailed([planned.issue]);

  const existing = new Set(
    (await tx.appointment.findMany({ where: { dateTimeId }, select: { date: true } })).map((a) => fromDbDate(a.date)),
  );
  const created = await tx.appointment.createManyAndReturn({
    data: planned.dates
      .filter((date) => !existing.has(date))
      .map((date) => ({
        id: randomUUID(),
        courseId: course.id,
        dateTimeId,
        roomId: dt.roomId,
        date: toDbDate(date),
        timeFrom: dt.timeFrom,
        timeTill: dt.timeTill,
        maxAttendees: dt.maxAttendees ?? course.maxAttendees,
        courseName: course.name,
        courseType: course.type,
      })),
    skipDuplicates: true,
  });
  for (const a of created) await publishAppointmentCreated(tx, a, course.centCost);
  return created.length;
}
