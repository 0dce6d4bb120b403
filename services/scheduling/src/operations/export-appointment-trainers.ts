import { fromDbDate, toDbDate, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, schedulingContracts } from '@takt/proto';
import { durationInHours } from '../domain/durations.ts';
import type { Client } from '../store/client.ts';
import { roomLocations, trainerHours } from '../store/trainer-appointments.ts';
import { withTrainerNames } from './trainer-assignment-steps.ts';

type Query = BodyOf<typeof schedulingContracts.exportAppointmentTrainers>;

/**
 * Spec AppointmentTrainer Export: who taught what and how long, in a date range. Answered as rows;
 * the file is rendered by the documents service later.
 */
export function exportAppointmentTrainers(db: Db<Client>, q: Query) {
  if (q.tillDate < q.fromDate) throw validationFailed([{ field: 'tillDate', message: 'must not be before fromDate' }]);
  const trainerIds = [...(q.trainerIds ?? []), ...(q.trainerId ? [q.trainerId] : [])];
  return db.tx(async (tx) => {
    const rows = await trainerHours(tx, {
      from: toDbDate(q.fromDate),
      till: toDbDate(q.tillDate),
      trainerIds,
      locationIds: q.locationIds ?? [],
      departmentIds: q.departmentIds ?? [],
    });
    const locationOf = await roomLocations(
      tx,
      rows.map((r) => r.appointment.roomId),
    );
    return (await withTrainerNames(tx, rows)).map(({ appointment: a, ...t }) => ({
      appointmentId: a.id,
      date: fromDbDate(a.date),
      timeFrom: a.timeFrom,
      timeTill: a.timeTill,
      durationInHours: durationInHours(a.timeFrom, a.timeTill),
      courseId: a.courseId,
      courseName: a.courseName,
      roomId: a.roomId,
      locationId: (a.roomId && locationOf.get(a.roomId)) || null,
      trainerId: t.trainerId,
      trainerFullName: t.trainerFullName,
      isSubstitute: t.isSubstitute,
    }));
  });
}
