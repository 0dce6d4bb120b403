import { notFound, type Router } from '@takt/kit';
import { identityOrganisationRoutes as routes, NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import { LOCATION_ORDER, toPublicLocationDto } from '../store/location-details.ts';

/** Public pages (registration, calendar): active locations of one company, public fields only. */
export function anonymousLocationRoutes(r: Router<Client>): void {
  r.handle(routes.getLocationsAnonymous, async ({ params, db }) =>
    asPublicCompany(db, params.companyId, async (tx, company) => {
      const rows = await tx.location.findMany({ where: { active: true }, orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT });
      return rows.map((l) => toPublicLocationDto(l, company.name));
    }),
  );

  r.handle(routes.getLocationAnonymous, async ({ params, db }) => {
    // The id alone names no tenant: look up only its company, then read inside that tenant.
    const owner = await db.system((tx) => tx.location.findFirst({ where: { id: params.id }, select: { companyId: true } }));
    if (!owner) throw notFound('Location');
    return asPublicCompany(db, owner.companyId, async (tx, company) => {
      const row = await tx.location.findFirst({ where: { id: params.id, active: true } });
      if (!row) throw notFound('Location');
      return toPublicLocationDto(row, company.name);
    });
  });
}
