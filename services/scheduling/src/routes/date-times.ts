import { randomUUID } from 'node:crypto';
import { validationFailed, type Router } from '@takt/kit';
import { schedulingRoutes } from '@takt/proto';
import { occurrences } from '../domain/recurrence.ts';
import type { Client } from '../store/client.ts';
import { toDbDate } from '@takt/kit';

export function dateTimeRoutes(r: Router<Client>): void {
  r.handle(schedulingRoutes.createDateTime, async ({ body, db }) => {
    // A schedule that could never be generated (bad period values, too many dates) is refused up front.
    const planned = occurrences(body);
    if ('issue' in planned) throw validationFailed([planned.issue]);
    return db.tx(async (tx) => {
      const course = await tx.course.findFirst({ where: { id: body.courseId }, select: { id: true } });
      if (!course) throw validationFailed([{ field: 'courseId', message: 'unknown course' }]);
      const id = randomUUID();
      await tx.courseDateTime.create({ data: { ...body, id, dateFrom: toDbDate(body.dateFrom), dateTill: toDbDate(body.dateTill) } });
      return { id };
    });
  });
}
