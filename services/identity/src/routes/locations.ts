import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { checkLocationInUse } from '../operations/check-location-in-use.ts';
import { createLocation } from '../operations/create-location.ts';
import { deleteLocation } from '../operations/delete-location.ts';
import { getLocation } from '../operations/get-location.ts';
import { getLocations } from '../operations/get-locations.ts';
import { updateLocation } from '../operations/update-location.ts';
import type { Client } from '../store/client.ts';
import { locationIdsInDepartment, toLocationDto, withLocationDetails } from '../store/location-details.ts';

export function locationRoutes(r: Router<Client>): void {
  r.handle(routes.createLocation, ({ body, db, user }) => createLocation(db, user, body));
  r.handle(routes.updateLocation, async ({ params, body, db, user }) => toLocationDto(await updateLocation(db, user, params.id, body)));
  r.handle(routes.deleteLocation, ({ params, db, user }) => deleteLocation(db, user, params.id));
  r.handle(routes.getLocation, async ({ params, db }) => toLocationDto(await getLocation(db, params.id)));
  r.list(routes.listLocations, { model: (tx) => tx.location, enrich: withLocationDetails, map: toLocationDto });
  r.list(routes.listLocationsInDepartment, {
    where: async ({ params }, tx) => ({ id: { in: await locationIdsInDepartment(tx, params.departmentId) } }),
    model: (tx) => tx.location,
    enrich: withLocationDetails,
    map: toLocationDto,
  });
  r.handle(routes.getAllLocations, async ({ db }) => (await getLocations(db)).map(toLocationDto));
  r.handle(routes.getOwnUserLocations, async ({ db, user }) => (await getLocations(db, user)).map(toLocationDto));
  r.handle(routes.checkLocationInUse, ({ params, db }) => checkLocationInUse(db, params.id));
}
