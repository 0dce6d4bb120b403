import { on } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** Keeps booking's copy of an appointment's capacity, cost and schedule. */
export const appointmentCreatedConsumer = () =>
  on<Client, typeof SchedulingEvents.AppointmentCreated>(SchedulingEvents.AppointmentCreated, async (tx, p) => {
    const facts = {
      courseId: p.courseId,
      courseName: p.courseName,
      date: new Date(p.date),
      timeFrom: p.timeFrom,
      timeTill: p.timeTill,
      maxAttendees: p.maxAttendees,
      centCost: p.centCost,
      updatedAt: new Date(),
    };
    // The update leaves isCancelled alone: a redelivered "created" never revives a cancelled appointment.
    await tx.appointmentView.upsert({ where: { id: p.appointmentId }, create: { id: p.appointmentId, ...facts }, update: facts });
  });

/**
 * Marks the appointment cancelled. The two subjects are consumed independently, so "cancelled"
 * may arrive before "created": throwing lets kit redeliver it with backoff until the row exists.
 */
export const appointmentCancelledConsumer = () =>
  on<Client, typeof SchedulingEvents.AppointmentCancelled>(SchedulingEvents.AppointmentCancelled, async (tx, p) => {
    const { count } = await tx.appointmentView.updateMany({
      where: { id: p.appointmentId },
      data: { isCancelled: true, canceledDate: new Date(p.canceledDate), updatedAt: new Date() },
    });
    if (count === 0) throw new Error(`appointment ${p.appointmentId} not in the read model yet`);
  });
