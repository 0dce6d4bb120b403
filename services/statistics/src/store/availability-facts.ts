import type { TxClient } from '@takt/kit';
import type { PayloadOf, SchedulingEvents } from '@takt/proto';
import type { AvailabilityRule } from '../domain/trainer-availability.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Inserts or refreshes an availability; an older event (by occurredAt) never overwrites a newer
 * one, and a deleted one stays deleted (saved and deleted are separate subjects: no order).
 */
export async function upsertAvailabilityFact(
  tx: Tx,
  p: PayloadOf<typeof SchedulingEvents.TrainerAvailabilitySaved>,
  occurredAt: string,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO trainer_availability_fact (availability_id, trainer_id, type, all_day, date_from, date_till, time_from, time_till,
                                           period, each_on_day, period_values, occurred_at)
    VALUES (${p.availabilityId}::uuid, ${p.trainerId}::uuid, ${p.type}, ${p.allDay}, ${p.dateFrom}::date, ${p.dateTill}::date,
            ${p.timeFrom}, ${p.timeTill}, ${p.period}, ${p.eachOnDay}, ${p.periodValues}, ${occurredAt}::timestamptz)
    ON CONFLICT (company_id, availability_id) DO UPDATE SET
      trainer_id = EXCLUDED.trainer_id, type = EXCLUDED.type, all_day = EXCLUDED.all_day, date_from = EXCLUDED.date_from,
      date_till = EXCLUDED.date_till, time_from = EXCLUDED.time_from, time_till = EXCLUDED.time_till, period = EXCLUDED.period,
      each_on_day = EXCLUDED.each_on_day, period_values = EXCLUDED.period_values, occurred_at = EXCLUDED.occurred_at
    WHERE NOT trainer_availability_fact.deleted AND trainer_availability_fact.occurred_at <= EXCLUDED.occurred_at`;
}

/** A tombstone: the facts go, the id stays so a late save cannot bring it back. */
export async function deleteAvailabilityFact(tx: Tx, availabilityId: string, occurredAt: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO trainer_availability_fact (availability_id, deleted, occurred_at)
    VALUES (${availabilityId}::uuid, true, ${occurredAt}::timestamptz)
    ON CONFLICT (company_id, availability_id) DO UPDATE SET
      trainer_id = NULL, type = NULL, all_day = NULL, date_from = NULL, date_till = NULL, time_from = NULL, time_till = NULL,
      period = NULL, each_on_day = NULL, period_values = NULL, deleted = true`;
}

/** The current tenant's availabilities and absences of these trainers that reach into [start, end]. */
export async function availabilityRules(tx: Tx, start: string, end: string, trainerIds: string[]): Promise<AvailabilityRule[]> {
  if (!trainerIds.length) return [];
  return tx.$queryRaw<AvailabilityRule[]>`
    SELECT trainer_id::text AS "trainerId", type, all_day AS "allDay", to_char(date_from, 'YYYY-MM-DD') AS "dateFrom",
           to_char(date_till, 'YYYY-MM-DD') AS "dateTill", time_from AS "timeFrom", time_till AS "timeTill", period,
           each_on_day AS "eachOnDay", period_values AS "periodValues"
    FROM trainer_availability_fact
    WHERE NOT deleted AND trainer_id = ANY(${trainerIds}::uuid[]) AND date_from <= ${end}::date AND date_till >= ${start}::date`;
}
