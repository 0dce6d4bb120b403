import type { Db, ODataQuery } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import type { Prisma } from '../store/generated/client.ts';

/** One OData page of a company's departments for its public pages (ids and names). */
export function pagePublicDepartments(db: Db<Client>, companyId: string, q: ODataQuery) {
  return asPublicCompany(db, companyId, async (tx) => {
    const where = q.where as Prisma.DepartmentWhereInput;
    const rows = await tx.department.findMany({
      where,
      orderBy: q.orderBy as Prisma.DepartmentOrderByWithRelationInput[],
      take: q.take,
      skip: q.skip,
      select: { id: true, name: true },
    });
    return { rows, count: q.count ? await tx.department.count({ where }) : undefined };
  });
}
