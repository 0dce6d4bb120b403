import { notFound, type TxClient } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from './client.ts';
import type { Prisma, User } from './generated/client.ts';
import { kindScope, type UserKind } from './users.ts';

/** Spec section 9: isOnline desc (presence is not kept here), active desc, lastName, firstName. */
export const USER_ORDER: Prisma.UserOrderByWithRelationInput[] = [{ active: 'desc' }, { lastName: 'asc' }, { firstName: 'asc' }];

/** The accounts of a kind as a Prisma condition (employees: trainer-only ones only when asked). */
export const kindWhere = (kind: UserKind, includeTrainers = true) => kindScope(kind, includeTrainers) as Prisma.UserWhereInput;

/** Active, not deleted users of a kind in the current tenant, in the spec order, at most 250. */
export function activeUsers(tx: TxClient<Client>, kind: UserKind, includeTrainers: boolean): Promise<User[]> {
  return tx.user.findMany({
    where: { AND: [kindWhere(kind, includeTrainers), { active: true }] },
    orderBy: USER_ORDER,
    take: NON_PAGED_LIMIT,
  });
}

/** Users linked to a location of the current tenant as location employees; 404 for an unknown location. */
export async function userIdsInLocation(tx: TxClient<Client>, locationId: string): Promise<string[]> {
  if (!(await tx.location.findFirst({ where: { id: locationId }, select: { id: true } }))) throw notFound('Location');
  const links = await tx.locationEmployee.findMany({ where: { locationId }, select: { employeeId: true } });
  return links.map((l) => l.employeeId);
}

/** Users linked to a department of the current tenant by department refs; 404 for an unknown department. */
export async function userIdsInDepartment(tx: TxClient<Client>, departmentId: string): Promise<string[]> {
  if (!(await tx.department.findFirst({ where: { id: departmentId }, select: { id: true } }))) throw notFound('Department');
  const refs = await tx.departmentRef.findMany({ where: { departmentId, userId: { not: null } }, select: { userId: true } });
  return refs.map((r) => r.userId!);
}

/** Whether the user is responsible for any location or department of the current tenant. */
export async function isResponsible(tx: TxClient<Client>, userId: string): Promise<boolean> {
  const location = await tx.locationResponsible.findFirst({ where: { responsibleId: userId }, select: { id: true } });
  if (location) return true;
  return (await tx.departmentResponsible.findFirst({ where: { responsibleId: userId }, select: { id: true } })) !== null;
}

/** The active trainers' ids and names, in the list order. */
export function activeTrainerNames(tx: TxClient<Client>) {
  return tx.user.findMany({
    where: { AND: [kindWhere('trainer'), { active: true }] },
    orderBy: USER_ORDER,
    take: NON_PAGED_LIMIT,
    select: { id: true, firstName: true, lastName: true },
  });
}
