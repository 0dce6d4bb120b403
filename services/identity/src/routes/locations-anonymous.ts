import type { Router } from '@takt/kit';
import { identityOrganisationRoutes as routes } from '@takt/proto';
import { getPublicLocation } from '../operations/get-public-location.ts';
import { getPublicLocations } from '../operations/get-public-locations.ts';
import { pagePublicLocations } from '../operations/page-public-locations.ts';
import type { Client } from '../store/client.ts';
import { locationResource } from './locations.ts';
import { odataPage } from './odata-page.ts';

export function anonymousLocationRoutes(r: Router<Client>): void {
  r.handle(routes.getLocationsAnonymous, ({ params, db }) => getPublicLocations(db, params.companyId));
  r.handle(routes.listLocationsAnonymous, ({ params, query, db }) =>
    odataPage(
      query,
      locationResource,
      (q) => pagePublicLocations(db, params.companyId, q),
      (l) => l,
    ),
  );
  r.handle(routes.getLocationAnonymous, ({ params, db }) => getPublicLocation(db, params.id));
  r.handle(routes.getLocationInfo, ({ params, db }) => getPublicLocation(db, params.id));
}
