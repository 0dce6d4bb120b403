import { publishEvent } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { CoursePricing } from '../store/courses.ts';
import type { Appointment } from '../store/generated/client.ts';
import { appointmentFacts } from './appointment-created.ts';

/** Records AppointmentUpdated: booking moves its read model; `notify` asks to tell the booked members. */
export async function publishAppointmentUpdated(
  tx: unknown,
  a: Appointment,
  pricing: CoursePricing,
  trainerIds: readonly string[],
  notify: boolean,
): Promise<void> {
  await publishEvent(tx, SchedulingEvents.AppointmentUpdated, { ...appointmentFacts(a, pricing, trainerIds), roomId: a.roomId, notify });
}

/** Records AppointmentDeleted (only ever for appointments without bookings): read models drop it. */
export async function publishAppointmentDeleted(tx: unknown, appointmentId: string): Promise<void> {
  await publishEvent(tx, SchedulingEvents.AppointmentDeleted, { appointmentId });
}

/** Records AppointmentCancelled: booking cancels the attendances, notification tells the members. */
export async function publishAppointmentCancelled(tx: unknown, a: Appointment, locale: 'de' | 'en'): Promise<void> {
  await publishEvent(tx, SchedulingEvents.AppointmentCancelled, {
    appointmentId: a.id,
    canceledDate: (a.canceledDate ?? new Date()).toISOString(),
    ...(a.reason ? { reason: a.reason } : {}),
    locale,
  });
}
