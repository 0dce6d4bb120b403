import { notFound, type FieldSpec, type ODataResource, type Router } from '@takt/kit';
import { appointmentODataFields, schedulingRoutes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { fromDbDate } from '@takt/kit';
import { generateAppointments } from '../store/generate-appointments.ts';
import type { Appointment } from '../store/generated/client.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    courseId: { type: 'uuid' },
    dateTimeId: { type: 'uuid' },
    courseName: { type: 'string' },
    date: { type: 'date' },
    timeFrom: { type: 'string' },
    timeTill: { type: 'string' },
    maxAttendees: { type: 'number' },
    isCancelled: { type: 'boolean' },
  } satisfies Record<(typeof appointmentODataFields)[number], FieldSpec>,
  // Spec section 9: date, then start time.
  defaultOrder: [
    { name: 'date', direction: 'asc' },
    { name: 'timeFrom', direction: 'asc' },
  ],
};

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
    isCancelled: a.isCancelled,
    canceledDate: a.canceledDate?.toISOString() ?? null,
  };
}

export function appointmentRoutes(r: Router<Client>): void {
  r.handle(schedulingRoutes.addAppointmentsByDateTime, async ({ body, db }) => ({
    created: await db.tx((tx) => generateAppointments(tx, body.dateTimeId)),
  }));

  r.handle(schedulingRoutes.getAppointment, async ({ params, db }) => {
    const row = await db.tx((tx) => tx.appointment.findFirst({ where: { id: params.id } }));
    if (!row) throw notFound('Appointment');
    return toDto(row);
  });

  r.list(schedulingRoutes.listAppointments, { resource, model: (tx) => tx.appointment, map: toDto });
}
