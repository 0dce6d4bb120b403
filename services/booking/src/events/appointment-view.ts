import { consumersOf, type Bus } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { recordAppointment } from '../operations/record-appointment.ts';
import { noticeSeats } from './seats-notice.ts';
import { recordAppointmentCancelled } from '../operations/record-appointment-cancelled.ts';
import { recordAppointmentDeleted } from '../operations/record-appointment-deleted.ts';
import { recordAppointmentUpdated } from '../operations/record-appointment-updated.ts';
import { recordAppointmentTrainers } from '../operations/record-appointment-trainers.ts';
import { recordCourseUpdated } from '../operations/record-course-updated.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const appointmentCreatedConsumer = (settings: BookingSettings) =>
  on(SchedulingEvents.AppointmentCreated, (tx, p, envelope) => recordAppointment(tx, settings, p, envelope.occurredAt));

export const appointmentCancelledConsumer = (settings: BookingSettings, bus: Bus) =>
  on(SchedulingEvents.AppointmentCancelled, async (tx, p, envelope) => {
    await recordAppointmentCancelled(tx, settings, p);
    return () => noticeSeats(bus, envelope.companyId, [p.appointmentId]);
  });

export const appointmentUpdatedConsumer = (settings: BookingSettings, bus: Bus) =>
  on(SchedulingEvents.AppointmentUpdated, async (tx, p, envelope) => {
    const promoted = await recordAppointmentUpdated(tx, settings, p, envelope.occurredAt);
    return () => noticeSeats(bus, envelope.companyId, promoted.length > 0 ? [p.appointmentId] : []);
  });

export const appointmentDeletedConsumer = (settings: BookingSettings) =>
  on(SchedulingEvents.AppointmentDeleted, (tx, p) => recordAppointmentDeleted(tx, settings, p));

export const courseUpdatedConsumer = (settings: BookingSettings) =>
  on(SchedulingEvents.CourseUpdated, (tx, p, envelope) => recordCourseUpdated(tx, settings, p, envelope.occurredAt));

export const appointmentTrainersConsumer = () =>
  on(SchedulingEvents.AppointmentTrainersChanged, (tx, p, envelope) => recordAppointmentTrainers(tx, p, envelope.occurredAt));
