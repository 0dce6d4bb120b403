import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { addLocationEmployees } from '../operations/add-location-employees.ts';
import { getLocationEmployees } from '../operations/get-location-employees.ts';
import { removeLocationEmployee } from '../operations/remove-location-employee.ts';
import type { Client } from '../store/client.ts';

export function locationEmployeeRoutes(r: Router<Client>): void {
  r.handle(routes.addLocationEmployees, ({ body, db, user }) => addLocationEmployees(db, user, body));
  r.handle(routes.getLocationEmployeesByLocation, ({ params, db }) => getLocationEmployees(db, { locationId: params.id }));
  r.handle(routes.getLocationEmployeesByEmployee, ({ params, db }) => getLocationEmployees(db, { employeeId: params.id }));
  r.handle(routes.deleteLocationEmployee, ({ params, db }) => removeLocationEmployee(db, params.id));
}
