import { notFound, toDbDate, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { appointmentsInLocationOn } from '../store/trainer-appointments.ts';
import { locationKnown } from '../store/location-view.ts';
import { trainerSummaries } from '../store/appointment-trainers.ts';
import { todayOr } from './trainer-assignment-steps.ts';

/** The day's uncancelled appointments in the location's rooms or of its courses, with their trainers. */
export function getCoursesForToday(db: Db<Client>, locationId: string, date: string | undefined) {
  return db.tx(async (tx) => {
    if (!(await locationKnown(tx, locationId))) throw notFound('Location');
    const rows = await appointmentsInLocationOn(tx, locationId, toDbDate(todayOr(date)));
    const trainers = await trainerSummaries(
      tx,
      rows.map((a) => a.id),
    );
    return rows.map((a) => ({ ...a, appointmentId: a.id, trainerIds: trainers.get(a.id)?.trainerIds ?? [] }));
  });
}
