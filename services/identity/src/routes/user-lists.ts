import { parseInput, type Db, type Router, type TxClient } from '@takt/kit';
import { identityUserRoutes as routes, UsersInDepartmentQuery, UsersInLocationQuery } from '@takt/proto';
import { getActiveUsers } from '../operations/get-active-users.ts';
import { getPublicTrainers } from '../operations/get-public-trainers.ts';
import { isResponsibleOrDeputy } from '../operations/is-responsible-or-deputy.ts';
import { pageLinkedUsers } from '../operations/page-linked-users.ts';
import type { Client } from '../store/client.ts';
import { userIdsInDepartment, userIdsInLocation } from '../store/user-lists.ts';
import { toUserDto, type UserKind } from '../store/users.ts';
import { userResource } from './employees.ts';
import { odataPage } from './odata-page.ts';

/** One OData page of a kind's users whose ids `idsOf` finds. */
function linkedUsersPage(
  db: Db<Client>,
  query: Record<string, unknown>,
  kind: UserKind,
  includeTrainers: boolean,
  idsOf: (tx: TxClient<Client>) => Promise<string[]>,
) {
  return odataPage(query, userResource, (q) => pageLinkedUsers(db, q, kind, includeTrainers, idsOf), toUserDto);
}

/** Non-paged and location or department lists of employees and trainers, the public trainer list, IsResponsibleOrDeputy. */
export function userListRoutes(r: Router<Client>): void {
  r.handle(routes.getAllEmployees, async ({ db }) => (await getActiveUsers(db, 'employee', false)).map(toUserDto));
  r.handle(routes.getEmployeesAndTrainers, async ({ db }) => (await getActiveUsers(db, 'employee', true)).map(toUserDto));

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

  r.handle(routes.getTrainersAnonymous, ({ params, db }) => getPublicTrainers(db, params.companyId));
  r.handle(routes.isResponsibleOrDeputy, ({ db, user }) => isResponsibleOrDeputy(db, user.userId));
}
