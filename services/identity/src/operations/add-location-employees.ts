import { randomUUID } from 'node:crypto';
import { fail, isUniqueViolation, notFound, type Db } from '@takt/kit';
import { ErrorCode, type BodyOf, type identityOrganisationContracts, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { allLocationsExist } from '../store/locations.ts';
import { findLinkedPair, insertLocationEmployees } from '../store/location-employees.ts';
import { requireStaff } from './require-staff.ts';

/** Adds links; spec section 5: an employee cannot be added to a location twice (409). */
export function addLocationEmployees(
  db: Db<Client>,
  user: UserCaller,
  body: BodyOf<typeof identityOrganisationContracts.addLocationEmployees>,
) {
  return db.tx(async (tx) => {
    const pairs = body.locationEmployees.map((e) => ({
      locationId: body.forLocationId ?? e.locationId!,
      employeeId: body.forEmployeeId ?? e.employeeId!,
    }));
    const keys = pairs.map((p) => `${p.locationId}/${p.employeeId}`);
    const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (twice >= 0)
      throw fail(ErrorCode.Conflict, 'An employee cannot be added twice to a location', { field: 'employeeId', ...pairs[twice] });

    const locationIds = [...new Set(pairs.map((p) => p.locationId))];
    if (!(await allLocationsExist(tx, locationIds))) throw notFound('Location');
    await requireStaff(
      tx,
      pairs.map((p) => p.employeeId),
    );
    const existing = await findLinkedPair(tx, pairs);
    if (existing) {
      throw fail(ErrorCode.Conflict, 'This employee is assigned to the location already', {
        field: 'employeeId',
        locationId: existing.locationId,
        employeeId: existing.employeeId,
      });
    }
    const rows = pairs.map((p) => ({ id: randomUUID(), ...p, creatorId: user.userId }));
    try {
      return await insertLocationEmployees(tx, rows);
    } catch (err) {
      if (isUniqueViolation(err, 'location_employee_location_id_employee_id_key'))
        throw fail(ErrorCode.Conflict, 'This employee is assigned to the location already', { field: 'employeeId' });
      throw err;
    }
  });
}
