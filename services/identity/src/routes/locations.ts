import type { ODataResource, Router } from '@takt/kit';
import { identityOrganisationRoutes as routes } from '@takt/proto';
import { checkLocationInUse } from '../operations/check-location-in-use.ts';
import { createLocation } from '../operations/create-location.ts';
import { deleteLocation } from '../operations/delete-location.ts';
import { getLocation } from '../operations/get-location.ts';
import { getLocations } from '../operations/get-locations.ts';
import { pageLocationsInDepartment } from '../operations/page-locations-in-department.ts';
import { updateLocation } from '../operations/update-location.ts';
import type { Client } from '../store/client.ts';
import { locationsWithDetails, toLocationDto } from '../store/location-details.ts';
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

export function locationRoutes(r: Router<Client>): void {
  r.handle(routes.createLocation, ({ body, db, user }) => createLocation(db, user, body));
  r.handle(routes.updateLocation, async ({ params, body, db, user }) => toLocationDto(await updateLocation(db, user, params.id, body)));
  r.handle(routes.deleteLocation, ({ params, db, user }) => deleteLocation(db, user, params.id));
  r.handle(routes.getLocation, async ({ params, db }) => toLocationDto(await getLocation(db, params.id)));
  r.list(routes.listLocations, { resource: locationResource, model: locationsWithDetails, map: toLocationDto });
  r.handle(routes.listLocationsInDepartment, ({ params, query, db }) =>
    odataPage(query, locationResource, (q) => pageLocationsInDepartment(db, params.departmentId, q), toLocationDto),
  );
  r.handle(routes.getAllLocations, async ({ db }) => (await getLocations(db)).map(toLocationDto));
  r.handle(routes.getOwnUserLocations, async ({ db, user }) => (await getLocations(db, user)).map(toLocationDto));
  r.handle(routes.checkLocationInUse, ({ params, db }) => checkLocationInUse(db, params.id));
}
