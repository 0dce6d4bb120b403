import { randomUUID } from 'node:crypto';
import { notFound, type Router } from '@takt/kit';
import { schedulingRoutes } from '@takt/proto';
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
  r.handle(schedulingRoutes.createCourse, async ({ body, db }) =>
    db.tx(async (tx) => {
      const id = randomUUID();
      await tx.course.create({ data: { id, ...body } });
      return { id };
    }),
  );

  r.handle(schedulingRoutes.getCourse, async ({ params, db }) => {
    const row = await db.tx((tx) => tx.course.findFirst({ where: { id: params.id } }));
    if (!row) throw notFound('Course');
    return toDto(row);
  });
}
