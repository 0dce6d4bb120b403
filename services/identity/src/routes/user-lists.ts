import { parseInput, type Db, type ODataQuery, type Router, type TxClient } from '@takt/kit';
import { identityUserRoutes as routes, NON_PAGED_LIMIT, UsersInDepartmentQuery, UsersInLocationQuery } from '@takt/proto';
import { fullName } from '../domain/user-rules.ts';
import type { Client } from '../store/client.ts';
import { asPublicCompany } from '../store/companies.ts';
import type { Prisma } from '../store/generated/client.ts';
import { activeUsers, isResponsible, kindWhere, USER_ORDER, userIdsInDepartment, userIdsInLocation } from '../store/user-lists.ts';
import { toUserDto, type UserKind } from '../store/users.ts';
import { userResource } from './employees.ts';
import { odataPage } from './odata-page.ts';

/** One OData page of a kind's users whose ids `idsOf` finds (404 inside it for an unknown parent). */
function linkedUsersPage(
  db: Db<Client>,
  query: Record<string, unknown>,
  kind: UserKind,
  includeTrainers: boolean,
  idsOf: (tx: TxClient<Client>) => Promise<string[]>,
) {
  return odataPage(
    query,
    userResource,
    (q: ODataQuery) =>
      db.tx(async (tx) => {
        const where: Prisma.UserWhereInput = {
          AND: [q.where as Prisma.UserWhereInput, kindWhere(kind, includeTrainers), { id: { in: await idsOf(tx) } }],
        };
        const rows = await tx.user.findMany({
          where,
          orderBy: q.orderBy as Prisma.UserOrderByWithRelationInput[],
          take: q.take,
          skip: q.skip,
        });
        return { rows, count: q.count ? await tx.user.count({ where }) : undefined };
      }, 'RepeatableRead'),
    toUserDto,
  );
}

/** Non-paged and location or department lists of employees and trainers, the public trainer list, IsResponsibleOrDeputy. */
export function userListRoutes(r: Router<Client>): void {
  r.handle(routes.getAllEmployees, async ({ db }) => (await db.tx((tx) => activeUsers(tx, 'employee', false))).map(toUserDto));

  r.handle(routes.getEmployeesAndTrainers, async ({ db }) => (await db.tx((tx) => activeUsers(tx, 'employee', true))).map(toUserDto));

  r.handle(routes.listEmployeesInLocation, async ({ params, query, db }) => {
    const { alwaysIncludedEmployeesIds, includeTrainers } = parseInput(UsersInLocationQuery, query);
    return linkedUsersPage(db, query, 'employee', includeTrainers, async (tx) => [
      ...(await userIdsInLocation(tx, params.locationId)),
      ...alwaysIncludedEmployeesIds,
    ]);
  });

  r.handle(routes.listEmployeesInDepartment, async ({ params, query, db }) => {
    const { includeTrainers } = parseInput(UsersInDepartmentQuery, query);
    return linkedUsersPage(db, query, 'employee', includeTrainers, (tx) => userIdsInDepartment(tx, params.departmentId));
  });

  // skillIds is validated but not applied: skills are not kept in identity yet.
  r.handle(routes.listTrainersInLocation, async ({ params, query, db }) => {
    parseInput(UsersInLocationQuery, query);
    return linkedUsersPage(db, query, 'trainer', true, (tx) => userIdsInLocation(tx, params.locationId));
  });

  r.handle(routes.listTrainersInDepartment, async ({ params, query, db }) => {
    parseInput(UsersInDepartmentQuery, query);
    return linkedUsersPage(db, query, 'trainer', true, (tx) => userIdsInDepartment(tx, params.departmentId));
  });

  // Public: scoped to the company named in the path (asPublicCompany runs asTenant), names only.
  r.handle(routes.getTrainersAnonymous, async ({ params, db }) =>
    asPublicCompany(db, params.companyId, async (tx) => {
      const rows = await tx.user.findMany({
        where: { AND: [kindWhere('trainer'), { active: true }] },
        orderBy: USER_ORDER,
        take: NON_PAGED_LIMIT,
        select: { id: true, firstName: true, lastName: true },
      });
      return rows.map((u) => ({ id: u.id, fullName: fullName(u) }));
    }),
  );

  r.handle(routes.isResponsibleOrDeputy, async ({ db, user }) => ({
    isResponsibleOrDeputy: await db.tx((tx) => isResponsible(tx, user.userId)),
  }));
}
