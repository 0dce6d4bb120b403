import type { Router } from '@takt/kit';
import { schedulingContracts } from '@takt/proto';
import { createCourse } from '../operations/create-course.ts';
import { getCourse } from '../operations/get-course.ts';
import type { Client } from '../store/client.ts';
import type { Course } from '../store/generated/client.ts';

function toDto(c: Course) {
  return {
    id: c.id,
    companyId: c.companyId,
    name: c.name,
    description: c.description ?? undefined,
    color: c.color,
    type: c.type,
    maxAttendees: c.maxAttendees,
    minAttendees: c.minAttendees ?? undefined,
    bookableAsSeries: c.bookableAsSeries,
    locationId: c.locationId ?? undefined,
    centCost: c.centCost,
    active: c.active,
    createdDate: c.createdDate.toISOString(),
  };
}

export function courseRoutes(r: Router<Client>): void {
  r.handle(schedulingContracts.createCourse, ({ body, db }) => createCourse(db, body));
  r.handle(schedulingContracts.getCourse, async ({ params, db }) => toDto(await getCourse(db, params.id)));
}
