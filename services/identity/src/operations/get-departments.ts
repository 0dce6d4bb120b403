import type { Db } from '@takt/kit';
import { ALL_ORGANISATION_ROLES, hasAnyRole, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { departmentsInOrder } from '../store/departments.ts';
import { ownDepartmentIds, withDepartmentDetails, type DepartmentDetails } from '../store/department-details.ts';

/**
 * All departments (not paged), or with `onlyOwnOf` those of the user. Spec section 6: users see
 * their own departments; admins and managers see all of them.
 */
export function getDepartments(db: Db<Client>, onlyOwnOf?: UserCaller): Promise<DepartmentDetails[]> {
  return db.tx(async (tx) => {
    const all = !onlyOwnOf || hasAnyRole(onlyOwnOf.roles, ALL_ORGANISATION_ROLES);
    const ids = all ? undefined : await ownDepartmentIds(tx, onlyOwnOf.userId);
    return withDepartmentDetails(tx, await departmentsInOrder(tx, ids));
  });
}
