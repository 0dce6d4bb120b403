import { consumersOf } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { recordAppointment } from '../operations/record-appointment.ts';
import { recordAppointmentCancelled } from '../operations/record-appointment-cancelled.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const appointmentCreatedConsumer = () => on(SchedulingEvents.AppointmentCreated, (tx, p) => recordAppointment(tx, p));

export const appointmentCancelledConsumer = (settings: BookingSettings) =>
  on(SchedulingEvents.AppointmentCancelled, (tx, p) => recordAppointmentCancelled(tx, settings, p));
