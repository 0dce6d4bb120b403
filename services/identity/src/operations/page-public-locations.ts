import type { Db, ODataQuery } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import type { Prisma } from '../store/generated/client.ts';
import { toPublicLocationDto } from '../store/location-details.ts';

/** One OData page of a company's active locations, public fields only. */
export function pagePublicLocations(db: Db<Client>, companyId: string, q: ODataQuery) {
  return asPublicCompany(db, companyId, async (tx, company) => {
    const where = { AND: [q.where as Prisma.LocationWhereInput, { active: true }] };
    const rows = await tx.location.findMany({
      where,
      orderBy: q.orderBy as Prisma.LocationOrderByWithRelationInput[],
      take: q.take,
      skip: q.skip,
    });
    return { rows: rows.map((l) => toPublicLocationDto(l, company.name)), count: q.count ? await tx.location.count({ where }) : undefined };
  });
}
