import { dtoOf, type Router } from '@takt/kit';
import { schedulingContracts, Appointment as AppointmentDto } from '@takt/proto';
import { generateAppointments } from '../operations/generate-appointments.ts';
import { getAppointment } from '../operations/get-appointment.ts';
import { withTrainerSummaries } from '../store/appointment-trainers.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

const toDto = dtoOf(AppointmentDto, (a: Appointment) => ({ countOfAttendancesForTheDate: a.bookedCount }));

export function appointmentRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.addAppointmentsByDateTime, async ({ body, db }) => ({
    created: await generateAppointments(db, body.dateTimeId),
  }));
  r.handle(schedulingContracts.getAppointment, async ({ params, db }) => toDto(await getAppointment(db, params.id)));

  r.list(schedulingContracts.listAppointments, {
    model: (tx) => tx.appointment,
    enrich: (tx, rows: Appointment[]) => withTrainerSummaries(tx, rows),
    map: toDto,
  });
}
