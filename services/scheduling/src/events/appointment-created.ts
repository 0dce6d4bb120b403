import { publishEvents } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { fromDbDate } from '@takt/kit';
import type { CoursePricing } from '../store/courses.ts';
import type { Appointment } from '../store/generated/client.ts';

/** The facts other services keep of an appointment (created and updated carry the same). */
export const appointmentFacts = (a: Appointment, pricing: CoursePricing, trainerIds: readonly string[]) => ({
  appointmentId: a.id,
  courseId: a.courseId,
  dateTimeId: a.dateTimeId,
  courseName: a.courseName,
  date: fromDbDate(a.date),
  timeFrom: a.timeFrom,
  timeTill: a.timeTill,
  maxAttendees: a.maxAttendees,
  centCost: pricing.centCost,
  membershipTypeAvailabilities: pricing.membershipTypeAvailabilities,
  requiresApproval: pricing.requiresApproval,
  locationId: pricing.locationId,
  trainerIds: [...trainerIds],
});

/**
 * Records AppointmentCreated per appointment in the outbox of `tx` (one statement): booking keeps
 * capacity, prices and trainers from it. `trainerIds` names each appointment's trainers.
 */
export async function publishAppointmentsCreated(
  tx: unknown,
  created: readonly Appointment[],
  pricing: CoursePricing,
  trainerIds: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  await publishEvents(
    tx,
    SchedulingEvents.AppointmentCreated,
    created.map((a) => appointmentFacts(a, pricing, trainerIds.get(a.id) ?? [])),
  );
}

/** Records AppointmentTrainersChanged per appointment (one statement): its trainers are now exactly these. */
export async function publishAppointmentTrainersChanged(
  tx: unknown,
  trainerIds: ReadonlyMap<string, readonly string[]>,
  companyId?: string,
): Promise<number> {
  const payloads = [...trainerIds].map(([appointmentId, ids]) => ({ appointmentId, trainerIds: [...ids] }));
  await publishEvents(tx, SchedulingEvents.AppointmentTrainersChanged, payloads, companyId);
  return payloads.length;
}
