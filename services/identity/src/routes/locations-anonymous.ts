import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { getPublicLocation } from '../operations/get-public-location.ts';
import { getPublicLocations } from '../operations/get-public-locations.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../operations/company-steps.ts';
import type { Location } from '../store/generated/client.ts';
import { publicLocationsOf } from '../store/location-details.ts';

export function anonymousLocationRoutes(r: Router<Client>): void {
  r.handle(routes.getLocationsAnonymous, ({ params, db }) => getPublicLocations(db, params.companyId));
  r.list(routes.listLocationsAnonymous, {
    run: ({ params, db }, work) => asPublicCompany(db, params.companyId, work),
    where: () => ({ active: true }),
    model: (tx) => tx.location,
    enrich: (tx, rows: Location[], { params }) => publicLocationsOf(tx, rows, params.companyId),
  });
  r.handle(routes.getLocationAnonymous, ({ params, db }) => getPublicLocation(db, params.id));
  r.handle(routes.getLocationInfo, ({ params, db }) => getPublicLocation(db, params.id));
}
