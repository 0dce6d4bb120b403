import { randomUUID } from 'node:crypto';
import { fail, isUniqueViolation, notFound, type Router, type TxClient } from '@takt/kit';
import { ErrorCode, identityOrganisationRoutes as routes, NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { LocationEmployee } from '../store/generated/client.ts';
import { requireStaff, usersById } from '../store/staff.ts';

async function withPeople(tx: TxClient<Client>, rows: LocationEmployee[]) {
  const users = await usersById(
    tx,
    rows.map((r) => r.employeeId),
  );
  return rows.map((r) => {
    const u = users.get(r.employeeId);
    return {
      id: r.id,
      companyId: r.companyId,
      locationId: r.locationId,
      employeeId: r.employeeId,
      creatorId: r.creatorId,
      createdDate: r.createdDate.toISOString(),
      firstName: u?.firstName ?? '',
      lastName: u?.lastName ?? '',
      email: u?.email ?? '',
      authorities: u?.authorities ?? [],
      active: u?.active ?? false,
    };
  });
}

export function locationEmployeeRoutes(r: Router<Client>): void {
  // Adds links; spec section 5: an employee cannot be added to a location twice (409).
  r.handle(routes.addLocationEmployees, async ({ body, db, user }) =>
    db.tx(async (tx) => {
      const pairs = body.locationEmployees.map((e) => ({
        locationId: body.forLocationId ?? e.locationId!,
        employeeId: body.forEmployeeId ?? e.employeeId!,
      }));
      const keys = pairs.map((p) => `${p.locationId}/${p.employeeId}`);
      const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
      if (twice >= 0)
        throw fail(ErrorCode.Conflict, 'An employee cannot be added twice to a location', { field: 'employeeId', ...pairs[twice] });

      const locationIds = [...new Set(pairs.map((p) => p.locationId))];
      if ((await tx.location.count({ where: { id: { in: locationIds } } })) !== locationIds.length) throw notFound('Location');
      await requireStaff(
        tx,
        pairs.map((p) => p.employeeId),
      );
      const existing = await tx.locationEmployee.findFirst({ where: { OR: pairs } });
      if (existing) {
        throw fail(ErrorCode.Conflict, 'This employee is assigned to the location already', {
          field: 'employeeId',
          locationId: existing.locationId,
          employeeId: existing.employeeId,
        });
      }
      const rows = pairs.map((p) => ({ id: randomUUID(), ...p, creatorId: user.userId }));
      try {
        await tx.locationEmployee.createMany({ data: rows });
      } catch (err) {
        if (isUniqueViolation(err, 'location_employee_location_id_employee_id_key'))
          throw fail(ErrorCode.Conflict, 'This employee is assigned to the location already', { field: 'employeeId' });
        throw err;
      }
      return withPeople(
        tx,
        await tx.locationEmployee.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { createdDate: 'asc' } }),
      );
    }),
  );

  r.handle(routes.getLocationEmployeesByLocation, async ({ params, db }) =>
    db.tx(async (tx) =>
      withPeople(
        tx,
        await tx.locationEmployee.findMany({ where: { locationId: params.id }, orderBy: { createdDate: 'asc' }, take: NON_PAGED_LIMIT }),
      ),
    ),
  );

  r.handle(routes.getLocationEmployeesByEmployee, async ({ params, db }) =>
    db.tx(async (tx) =>
      withPeople(
        tx,
        await tx.locationEmployee.findMany({ where: { employeeId: params.id }, orderBy: { createdDate: 'asc' }, take: NON_PAGED_LIMIT }),
      ),
    ),
  );

  r.handle(routes.deleteLocationEmployee, async ({ params, db }) => {
    const { count } = await db.tx((tx) => tx.locationEmployee.deleteMany({ where: { id: params.id } }));
    if (!count) throw notFound('Location employee');
    return { ok: true };
  });
}
