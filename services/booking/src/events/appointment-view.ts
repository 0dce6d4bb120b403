import { on } from '@takt/kit';
import { SchedulingEvents } from '@takt/proto';
import { recordAppointment } from '../operations/record-appointment.ts';
import { recordAppointmentCancelled } from '../operations/record-appointment-cancelled.ts';
import type { Client } from '../store/client.ts';

export const appointmentCreatedConsumer = () =>
  on<Client, typeof SchedulingEvents.AppointmentCreated>(SchedulingEvents.AppointmentCreated, (tx, p) => recordAppointment(tx, p));

export const appointmentCancelledConsumer = () =>
  on<Client, typeof SchedulingEvents.AppointmentCancelled>(SchedulingEvents.AppointmentCancelled, (tx, p) =>
    recordAppointmentCancelled(tx, p),
  );
