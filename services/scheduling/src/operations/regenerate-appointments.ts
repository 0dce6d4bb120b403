import { coursePricing } from '../store/courses.ts';
import { fromDbDate, localDate, type Db } from '@takt/kit';
import type { RegenerateAppointmentsResult } from '@takt/proto';
import { planRegeneration } from '../domain/regeneration.ts';
import { publishAppointmentsCreated } from '../events/appointment-created.ts';
import { publishAppointmentDeleted, publishAppointmentUpdated } from '../events/appointment-changed.ts';
import { trainerIdsOf } from '../store/appointment-trainers.ts';
import { createAppointments } from '../store/appointments.ts';
import type { Client } from '../store/client.ts';
import { appointmentsOfDateTime, deleteAppointments, moveAppointments } from '../store/date-times.ts';
import { requireCourse } from './course-steps.ts';
import { plannedDates, requireDateTime, ruleOf } from './date-time-steps.ts';
import { copyDateTimeTrainers } from './trainer-assignment-steps.ts';

/**
 * Brings a date-time's appointments in line with it after a change (planRegeneration decides per
 * appointment), announcing each created, moved and deleted one in the same transaction. Booked
 * appointments the change would move, shrink or drop stay and are answered as `kept`.
 */
export function regenerateAppointments(db: Db<Client>, dateTimeId: string, keepExisting: boolean): Promise<RegenerateAppointmentsResult> {
  return db.tx(async (tx) => {
    const dt = await requireDateTime(tx, dateTimeId);
    const course = await requireCourse(tx, dt.courseId);
    const existing = await appointmentsOfDateTime(tx, dateTimeId);
    const slot = { timeFrom: dt.timeFrom, timeTill: dt.timeTill, roomId: dt.roomId, maxAttendees: dt.maxAttendees ?? course.maxAttendees };
    const plan = planRegeneration({
      planned: plannedDates(ruleOf(dt)),
      slot,
      existing: existing.map((a) => ({ ...a, date: fromDbDate(a.date) })),
      today: localDate(),
      keepExisting,
    });

    const created = await createAppointments(tx, dt, course, plan.create);
    const trainerIds = await copyDateTimeTrainers(
      tx,
      dateTimeId,
      created.map((a) => a.id),
    );
    const pricing = await coursePricing(tx, course);
    await publishAppointmentsCreated(tx, created, pricing, trainerIds);
    const moved = await moveAppointments(tx, plan.update, slot);
    // Only unbooked ones move; booked ones only gain places: nobody needs to be told.
    const movedTrainers = await trainerIdsOf(
      tx,
      moved.map((a) => a.id),
    );
    for (const a of moved) await publishAppointmentUpdated(tx, a, pricing, movedTrainers.get(a.id) ?? [], false);
    await deleteAppointments(tx, plan.delete);
    for (const id of plan.delete) await publishAppointmentDeleted(tx, id);

    const byId = new Map(existing.map((a) => [a.id, a]));
    const kept = plan.kept.map(({ id, reason }) => {
      const a = byId.get(id)!;
      return {
        appointmentId: id,
        date: fromDbDate(a.date),
        timeFrom: a.timeFrom,
        timeTill: a.timeTill,
        bookedCount: a.bookedCount,
        reason,
      };
    });
    return { created: created.length, updated: moved.length, deleted: plan.delete.length, kept };
  });
}
