import type { Router } from '@takt/kit';
import { identityUserContracts as routes } from '@takt/proto';
import { getActiveUsers } from '../operations/get-active-users.ts';
import { getPublicTrainers } from '../operations/get-public-trainers.ts';
import { isResponsibleOrDeputy } from '../operations/is-responsible-or-deputy.ts';
import type { Client } from '../store/client.ts';
import { kindWhere, userIdsInDepartment, userIdsInLocation } from '../store/user-lists.ts';
import { toUserDto, type UserKind } from '../store/users.ts';

/** Users of a kind among the given ids. */
const linkedUsers = (kind: UserKind, includeTrainers: boolean, ids: string[]) => ({
  AND: [kindWhere(kind, includeTrainers), { id: { in: ids } }],
});

/** Non-paged and location or department lists of employees and trainers, the public trainer list, IsResponsibleOrDeputy. */
export function userListRoutes(r: Router<Client>): void {
  r.handle(routes.getAllEmployees, async ({ db }) => (await getActiveUsers(db, 'employee', false)).map(toUserDto));
  r.handle(routes.getEmployeesAndTrainers, async ({ db }) => (await getActiveUsers(db, 'employee', true)).map(toUserDto));

  // Spec section 5: employees linked to the location, plus the ones the caller always wants to see.
  r.list(routes.listEmployeesInLocation, {
    where: async ({ params, query }, tx) =>
      linkedUsers('employee', query.includeTrainers, [
        ...(await userIdsInLocation(tx, params.locationId)),
        ...query.alwaysIncludedEmployeesIds,
      ]),
    model: (tx) => tx.user,
    map: toUserDto,
  });
  r.list(routes.listEmployeesInDepartment, {
    where: async ({ params, query }, tx) =>
      linkedUsers('employee', query.includeTrainers, await userIdsInDepartment(tx, params.departmentId)),
    model: (tx) => tx.user,
    map: toUserDto,
  });
  // skillIds is validated but not applied: skills are not kept in identity yet.
  r.list(routes.listTrainersInLocation, {
    where: async ({ params }, tx) => linkedUsers('trainer', true, await userIdsInLocation(tx, params.locationId)),
    model: (tx) => tx.user,
    map: toUserDto,
  });
  r.list(routes.listTrainersInDepartment, {
    where: async ({ params }, tx) => linkedUsers('trainer', true, await userIdsInDepartment(tx, params.departmentId)),
    model: (tx) => tx.user,
    map: toUserDto,
  });

  r.handle(routes.getTrainersAnonymous, ({ params, db }) => getPublicTrainers(db, params.companyId));
  r.handle(routes.isResponsibleOrDeputy, ({ db, user }) => isResponsibleOrDeputy(db, user.userId));
}
