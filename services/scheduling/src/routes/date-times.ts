import { dtoOf, type Router } from '@takt/kit';
import { DateTime as DateTimeDto, schedulingContracts as routes } from '@takt/proto';
import { checkDateTimeBooked } from '../operations/check-date-time-booked.ts';
import { createDateTime } from '../operations/create-date-time.ts';
import { deleteDateTime } from '../operations/delete-date-time.ts';
import { getDateTime } from '../operations/get-date-time.ts';
import { regenerateAppointments } from '../operations/regenerate-appointments.ts';
import { updateDateTime } from '../operations/update-date-time.ts';
import type { Client } from '../store/client.ts';
import { courseIdsAt, withCourseAndRoom } from '../store/date-times.ts';
import type { CourseDateTime } from '../store/generated/client.ts';

const toDto = dtoOf(DateTimeDto);

export function dateTimeRoutes(r: Router<Client>): void {
  r.handle(routes.createDateTime, ({ body, db }) => createDateTime(db, body));
  r.list(routes.listDateTimes, {
    where: async ({ query }, tx) => ({
      ...(query.locationId ? { courseId: { in: await courseIdsAt(tx, query.locationId) } } : {}),
      ...(query.excludedId ? { id: { not: query.excludedId } } : {}),
    }),
    model: (tx) => tx.courseDateTime,
    enrich: (tx, rows: CourseDateTime[]) => withCourseAndRoom(tx, rows),
    map: toDto,
  });
  r.handle(routes.checkDateTimeBooked, ({ params, db }) => checkDateTimeBooked(db, params.id));
  r.handle(routes.getDateTime, async ({ params, db }) => toDto(await getDateTime(db, params.id)));
  r.handle(routes.updateDateTime, async ({ params, body, db }) => toDto(await updateDateTime(db, params.id, body)));
  r.handle(routes.deleteDateTime, ({ params, db }) => deleteDateTime(db, params.id));
  r.handle(routes.updateAppointmentsByDateTime, ({ body, db }) =>
    regenerateAppointments(db, body.dateTimeId, body.doNotChangeExistingAppointments),
  );
}
