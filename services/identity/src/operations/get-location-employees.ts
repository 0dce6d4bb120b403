import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationEmployeesWhere } from '../store/location-employees.ts';

/** The employees linked to a location, or the locations an employee is linked to. */
export function getLocationEmployees(db: Db<Client>, where: { locationId: string } | { employeeId: string }) {
  return db.tx((tx) => locationEmployeesWhere(tx, where));
}
