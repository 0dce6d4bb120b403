import { dtoOf, type Router, type TxClient } from '@takt/kit';
import { schedulingContracts, Appointment as AppointmentDto, PublicAppointment } from '@takt/proto';
import { appointmentDetails, upcomingNow, type AppointmentDetail } from '../operations/appointment-details.ts';
import { cancelAppointment } from '../operations/cancel-appointment.ts';
import { deleteAppointment } from '../operations/delete-appointment.ts';
import { generateAppointments } from '../operations/generate-appointments.ts';
import { getAppointmentAnonymous } from '../operations/get-appointment-anonymous.ts';
import { getAppointment } from '../operations/get-appointment.ts';
import { updateAppointment } from '../operations/update-appointment.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

const counted = (a: AppointmentDetail) => ({ countOfAttendancesForTheDate: a.bookedCount });
const toDto = dtoOf(AppointmentDto, counted);
const toPublicDto = dtoOf(PublicAppointment, counted);

export function appointmentRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.addAppointmentsByDateTime, async ({ body, db }) => ({
    created: await generateAppointments(db, body.dateTimeId),
  }));
  r.handle(schedulingContracts.updateAppointment, async ({ params, body, db }) => toDto(await updateAppointment(db, params.id, body)));
  r.handle(schedulingContracts.cancelAppointment, async ({ params, query, db }) =>
    toDto(await cancelAppointment(db, params.id, params.locale, query.reason)),
  );
  r.handle(schedulingContracts.deleteAppointment, ({ params, db }) => deleteAppointment(db, params.id));
  r.handle(schedulingContracts.getAppointmentAnonymous, async ({ params, query, db }) =>
    toPublicDto(await getAppointmentAnonymous(db, query.companyId, params.id)),
  );
  r.handle(schedulingContracts.getAppointment, async ({ params, db }) => toDto(await getAppointment(db, params.id)));

  const list = {
    model: (tx: TxClient<Client>) => tx.appointment,
    enrich: (tx: TxClient<Client>, rows: Appointment[]) => appointmentDetails(tx, rows),
    map: toDto,
  };
  r.list(schedulingContracts.listAppointments, list);
  r.list(schedulingContracts.listFutureAppointments, { ...list, where: () => upcomingNow() });
}
