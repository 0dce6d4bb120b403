import { publishEvents } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { fromDbDate } from '@takt/kit';
import type { CoursePricing } from '../store/courses.ts';
import type { Appointment } from '../store/generated/client.ts';

/** The facts other services keep of an appointment (created and updated carry the same). */
export const appointmentFacts = (a: Appointment, pricing: CoursePricing) => ({
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
});

/** Records AppointmentCreated per appointment in the outbox of `tx` (one statement): booking keeps capacity and prices from it. */
export async function publishAppointmentsCreated(tx: unknown, created: readonly Appointment[], pricing: CoursePricing): Promise<void> {
  await publishEvents(
    tx,
    SchedulingEvents.AppointmentCreated,
    created.map((a) => appointmentFacts(a, pricing)),
  );
}
