import { notFound, type Db, type Router } from '@takt/kit';
import { identityOrganisationRoutes as routes, NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import type { Prisma } from '../store/generated/client.ts';
import { LOCATION_ORDER, toPublicLocationDto } from '../store/location-details.ts';
import { locationResource } from './locations.ts';
import { odataPage } from './odata-page.ts';

/** One active location by id alone: find its company, then read inside that tenant. */
async function publicLocation(db: Db<Client>, id: string) {
  const owner = await db.system((tx) => tx.location.findFirst({ where: { id }, select: { companyId: true } }));
  if (!owner) throw notFound('Location');
  return asPublicCompany(db, owner.companyId, async (tx, company) => {
    const row = await tx.location.findFirst({ where: { id, active: true } });
    if (!row) throw notFound('Location');
    return toPublicLocationDto(row, company.name);
  });
}

/** Public pages (registration, calendar, QR codes): active locations of one company, public fields only. */
export function anonymousLocationRoutes(r: Router<Client>): void {
  r.handle(routes.getLocationsAnonymous, async ({ params, db }) =>
    asPublicCompany(db, params.companyId, async (tx, company) => {
      const rows = await tx.location.findMany({ where: { active: true }, orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT });
      return rows.map((l) => toPublicLocationDto(l, company.name));
    }),
  );

  r.handle(routes.listLocationsAnonymous, async ({ params, query, db }) =>
    asPublicCompany(db, params.companyId, async (tx, company) =>
      odataPage(
        query,
        locationResource,
        async (q) => {
          const where = { AND: [q.where as Prisma.LocationWhereInput, { active: true }] };
          const rows = await tx.location.findMany({
            where,
            orderBy: q.orderBy as Prisma.LocationOrderByWithRelationInput[],
            take: q.take,
            skip: q.skip,
          });
          return { rows, count: q.count ? await tx.location.count({ where }) : undefined };
        },
        (l) => toPublicLocationDto(l, company.name),
      ),
    ),
  );

  r.handle(routes.getLocationAnonymous, async ({ params, db }) => publicLocation(db, params.id));
  r.handle(routes.getLocationInfo, async ({ params, db }) => publicLocation(db, params.id));
}
