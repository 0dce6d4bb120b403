import { fromDbDate, type Router } from '@takt/kit';
import { schedulingContracts } from '@takt/proto';
import { generateAppointments } from '../operations/generate-appointments.ts';
import { getAppointment } from '../operations/get-appointment.ts';
import type { Client } from '../store/client.ts';
import type { Appointment } from '../store/generated/client.ts';

function toDto(a: Appointment) {
  return {
    id: a.id,
    companyId: a.companyId,
    courseId: a.courseId,
    dateTimeId: a.dateTimeId,
    roomId: a.roomId,
    courseName: a.courseName,
    courseType: a.courseType,
    date: fromDbDate(a.date),
    timeFrom: a.timeFrom,
    timeTill: a.timeTill,
    maxAttendees: a.maxAttendees,
    countOfAttendancesForTheDate: a.bookedCount,
    isCancelled: a.isCancelled,
    canceledDate: a.canceledDate?.toISOString() ?? null,
  };
}

export function appointmentRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.addAppointmentsByDateTime, async ({ body, db }) => ({
    created: await generateAppointments(db, body.dateTimeId),
  }));
  r.handle(schedulingContracts.getAppointment, async ({ params, db }) => toDto(await getAppointment(db, params.id)));

  r.list(schedulingContracts.listAppointments, { model: (tx) => tx.appointment, map: toDto });
}
