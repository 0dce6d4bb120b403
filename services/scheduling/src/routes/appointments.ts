import { dtoOf, type Router } from '@takt/kit';
import { schedulingContracts, Appointment as AppointmentDto } from '@takt/proto';
import { cancelAppointment } from '../operations/cancel-appointment.ts';
import { deleteAppointment } from '../operations/delete-appointment.ts';
import { generateAppointments } from '../operations/generate-appointments.ts';
import { getAppointment } from '../operations/get-appointment.ts';
import { updateAppointment } from '../operations/update-appointment.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

const toDto = dtoOf(AppointmentDto, (a: Appointment) => ({ countOfAttendancesForTheDate: a.bookedCount }));

export function appointmentRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.addAppointmentsByDateTime, async ({ body, db }) => ({
    created: await generateAppointments(db, body.dateTimeId),
  }));
  r.handle(schedulingContracts.updateAppointment, async ({ params, body, db }) => toDto(await updateAppointment(db, params.id, body)));
  r.handle(schedulingContracts.cancelAppointment, async ({ params, query, db }) =>
    toDto(await cancelAppointment(db, params.id, params.locale, query.reason)),
  );
  r.handle(schedulingContracts.deleteAppointment, ({ params, db }) => deleteAppointment(db, params.id));
  r.handle(schedulingContracts.getAppointment, async ({ params, db }) => toDto(await getAppointment(db, params.id)));

  r.list(schedulingContracts.listAppointments, { model: (tx) => tx.appointment, map: toDto });
}
