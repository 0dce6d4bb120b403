import { randomUUID } from 'node:crypto';
import { notFound, publishEvent, type ODataResource, type Router, type TxClient } from '@takt/kit';
import {
  ALL_ORGANISATION_ROLES,
  hasAnyRole,
  IdentityEvents,
  identityOrganisationRoutes as routes,
  NON_PAGED_LIMIT,
  type LocationInput,
} from '@takt/proto';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import type { Location, Prisma } from '../store/generated/client.ts';
import { LOCATION_ORDER, setLocationResponsibles, toLocationDto, withLocationDetails } from '../store/location-details.ts';
import { requireStaff } from '../store/staff.ts';
import { actorOf } from '../store/users.ts';
import { odataPage } from './odata-page.ts';

export const locationResource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    street: { type: 'string' },
    city: { type: 'string' },
    zip: { type: 'string' },
    active: { type: 'boolean' },
    isQrCodesCreated: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: active desc, then name.
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'name', direction: 'asc' },
  ],
};

/** The stored columns of a location input (responsibles are kept in their own table). */
function columns(body: LocationInput) {
  const { responsibleIds: _r, ...data } = body;
  return data;
}

const auditView = (l: Location) => ({ ...l, createdDate: undefined });

export function locationRoutes(r: Router<Client>): void {
  r.handle(routes.createLocation, async ({ body, db, user }) =>
    db.tx(async (tx) => {
      const id = randomUUID();
      if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
      const created = await tx.location.create({ data: { id, ...columns(body) } });
      if (body.responsibleIds) await setLocationResponsibles(tx, id, body.responsibleIds);
      await publishEvent(tx, IdentityEvents.LocationCreated, { locationId: id, name: body.name });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Location',
        entityId: id,
        action: 'created',
        after: auditView(created),
      });
      return { id };
    }),
  );

  r.handle(routes.updateLocation, async ({ params, body, db, user }) =>
    db.tx(async (tx) => {
      const before = await tx.location.findFirst({ where: { id: params.id } });
      if (!before) throw notFound('Location');
      if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
      const after = await tx.location.update({ where: { id: params.id }, data: columns(body) });
      if (body.responsibleIds) await setLocationResponsibles(tx, params.id, body.responsibleIds);
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Location',
        entityId: params.id,
        action: 'updated',
        before: auditView(before),
        after: auditView(after),
      });
      const [details] = await withLocationDetails(tx, [after]);
      return toLocationDto(details!);
    }),
  );

  // Employees, responsibles, opening hours and department refs go with it (foreign keys cascade).
  r.handle(routes.deleteLocation, async ({ params, db, user }) => {
    await db.tx(async (tx) => {
      const before = await tx.location.findFirst({ where: { id: params.id } });
      if (!before) throw notFound('Location');
      await tx.location.deleteMany({ where: { id: params.id } });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Location',
        entityId: params.id,
        action: 'deleted',
        before: auditView(before),
      });
    });
    return { ok: true };
  });

  r.handle(routes.getLocation, async ({ params, db }) =>
    db.tx(async (tx) => {
      const row = await tx.location.findFirst({ where: { id: params.id } });
      if (!row) throw notFound('Location');
      const [details] = await withLocationDetails(tx, [row]);
      return toLocationDto(details!);
    }),
  );

  r.list(routes.listLocations, {
    resource: locationResource,
    model: (tx) => ({
      findMany: async (args) => withLocationDetails(tx, await tx.location.findMany(args as Parameters<typeof tx.location.findMany>[0])),
      count: (args) => tx.location.count(args as Parameters<typeof tx.location.count>[0]),
    }),
    map: toLocationDto,
  });

  r.handle(routes.listLocationsInDepartment, async ({ params, query, db }) =>
    odataPage(
      query,
      locationResource,
      (q) =>
        db.tx(async (tx) => {
          if (!(await tx.department.findFirst({ where: { id: params.departmentId }, select: { id: true } }))) throw notFound('Department');
          const refs = await tx.departmentRef.findMany({
            where: { departmentId: params.departmentId, locationId: { not: null } },
            select: { locationId: true },
          });
          const where = { AND: [q.where as Prisma.LocationWhereInput, { id: { in: refs.map((ref) => ref.locationId!) } }] };
          const rows = await tx.location.findMany({
            where,
            orderBy: q.orderBy as Prisma.LocationOrderByWithRelationInput[],
            take: q.take,
            skip: q.skip,
          });
          return { rows: await withLocationDetails(tx, rows), count: q.count ? await tx.location.count({ where }) : undefined };
        }, 'RepeatableRead'),
      toLocationDto,
    ),
  );

  r.handle(routes.getAllLocations, async ({ db }) =>
    db.tx(async (tx) =>
      (await withLocationDetails(tx, await tx.location.findMany({ orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT }))).map(toLocationDto),
    ),
  );

  // Spec section 6: users see their own locations; admins and managers see all of them.
  r.handle(routes.getOwnUserLocations, async ({ db, user }) =>
    db.tx(async (tx) => {
      const all = hasAnyRole(user.roles, ALL_ORGANISATION_ROLES);
      const where = all ? {} : { id: { in: await ownLocationIds(tx, user.userId) } };
      const rows = await tx.location.findMany({ where, orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT });
      return (await withLocationDetails(tx, rows)).map(toLocationDto);
    }),
  );

  r.handle(routes.checkLocationInUse, async ({ params, db }) =>
    db.tx(async (tx) => {
      if (!(await tx.location.findFirst({ where: { id: params.id }, select: { id: true } }))) throw notFound('Location');
      const locationEmployees = await tx.locationEmployee.count({ where: { locationId: params.id } });
      const responsibles = await tx.locationResponsible.count({ where: { locationId: params.id } });
      return { inUse: locationEmployees + responsibles > 0, locationEmployees, responsibles };
    }),
  );
}

async function ownLocationIds(tx: TxClient<Client>, userId: string): Promise<string[]> {
  const asEmployee = await tx.locationEmployee.findMany({ where: { employeeId: userId }, select: { locationId: true } });
  const asResponsible = await tx.locationResponsible.findMany({ where: { responsibleId: userId }, select: { locationId: true } });
  return [...new Set([...asEmployee, ...asResponsible].map((r) => r.locationId))];
}
