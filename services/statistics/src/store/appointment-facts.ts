import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export interface AppointmentFactInput {
  appointmentId: string;
  courseId: string;
  date: string;
  timeFrom: string;
  locationId?: string | null;
  /** Absent (created events carry no room): keep what is known. */
  roomId?: string | null;
  /** Absent from older events: keep what is known. */
  trainerIds?: string[];
}

/**
 * Inserts or refreshes an appointment; an older event (by occurredAt) never overwrites a newer
 * one. The trainers have their own stamp: their own event may be newer than the facts.
 */
export async function upsertAppointmentFact(tx: Tx, p: AppointmentFactInput, occurredAt: string): Promise<void> {
  const keepRoom = p.roomId === undefined;
  const trainersAt = p.trainerIds === undefined ? null : occurredAt;
  await tx.$executeRaw`
    INSERT INTO appointment_fact (appointment_id, course_id, date, time_from, room_id, location_id, trainer_ids, trainers_at, occurred_at)
    VALUES (${p.appointmentId}::uuid, ${p.courseId}::uuid, ${p.date}::date, ${p.timeFrom}, ${p.roomId ?? null}::uuid,
            ${p.locationId ?? null}::uuid, ${p.trainerIds ?? []}::uuid[], ${trainersAt}::timestamptz, ${occurredAt}::timestamptz)
    ON CONFLICT (appointment_id) DO UPDATE SET
      course_id = EXCLUDED.course_id, date = EXCLUDED.date, time_from = EXCLUDED.time_from,
      room_id = CASE WHEN ${keepRoom} THEN appointment_fact.room_id ELSE EXCLUDED.room_id END,
      location_id = COALESCE(EXCLUDED.location_id, appointment_fact.location_id),
      trainer_ids = CASE WHEN EXCLUDED.trainers_at >= COALESCE(appointment_fact.trainers_at, '-infinity')
                         THEN EXCLUDED.trainer_ids ELSE appointment_fact.trainer_ids END,
      trainers_at = GREATEST(appointment_fact.trainers_at, EXCLUDED.trainers_at),
      occurred_at = EXCLUDED.occurred_at
    WHERE appointment_fact.occurred_at <= EXCLUDED.occurred_at`;
}

/**
 * The trainers are exactly these as of `occurredAt` (their own event: nothing else of the
 * appointment changed) unless a newer event told them; answers whether the appointment is known.
 */
export async function setAppointmentTrainers(tx: Tx, appointmentId: string, trainerIds: string[], occurredAt: string): Promise<boolean> {
  const at = new Date(occurredAt);
  const { count } = await tx.appointmentFact.updateMany({
    where: { appointmentId, OR: [{ trainersAt: null }, { trainersAt: { lte: at } }] },
    data: { trainerIds, trainersAt: at },
  });
  return count > 0 || (await tx.appointmentFact.count({ where: { appointmentId } })) > 0;
}

export async function deleteAppointmentFact(tx: Tx, appointmentId: string): Promise<void> {
  await tx.appointmentFact.deleteMany({ where: { appointmentId } });
}
