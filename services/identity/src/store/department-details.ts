import { randomUUID } from 'node:crypto';
import { dtoOf, type TxClient } from '@takt/kit';
import { Department as DepartmentDto } from '@takt/proto';
import type { Client } from './client.ts';
import type { Department } from './generated/client.ts';
import { fullName } from '../domain/user-rules.ts';
import { usersById } from './staff.ts';

export interface DepartmentDetails extends Department {
  responsibleIds: string[];
  responsibleFullNames: string[];
  creatorFullName: string | null;
}

/** Adds responsibles and the creator's name to department rows. */
export async function withDepartmentDetails(tx: TxClient<Client>, rows: Department[]): Promise<DepartmentDetails[]> {
  if (!rows.length) return [];
  const responsibles = await tx.departmentResponsible.findMany({ where: { departmentId: { in: rows.map((r) => r.id) } } });
  const users = await usersById(tx, [
    ...responsibles.map((r) => r.responsibleId),
    ...rows.map((r) => r.creatorId).filter((id): id is string => !!id),
  ]);
  const nameOf = (id: string | null) => {
    const u = id ? users.get(id) : undefined;
    return u ? fullName(u) : null;
  };
  return rows.map((row) => {
    const mine = responsibles.filter((r) => r.departmentId === row.id);
    return {
      ...row,
      responsibleIds: mine.map((r) => r.responsibleId),
      responsibleFullNames: mine.map((r) => nameOf(r.responsibleId)).filter((n): n is string => n !== null),
      creatorFullName: nameOf(row.creatorId),
    };
  });
}

export const toDepartmentDto = dtoOf(DepartmentDto, (d: DepartmentDetails) => ({ responsibleId: d.responsibleIds[0] ?? null }));

/** Spec section 9: departments sort by name. */
export const DEPARTMENT_ORDER = [{ name: 'asc' as const }];

/** Replaces a department's responsibles with the given users. */
export async function setDepartmentResponsibles(
  tx: TxClient<Client>,
  departmentId: string,
  responsibleIds: readonly string[],
): Promise<void> {
  await tx.departmentResponsible.deleteMany({ where: { departmentId } });
  const unique = [...new Set(responsibleIds)];
  if (unique.length) {
    await tx.departmentResponsible.createMany({ data: unique.map((responsibleId) => ({ id: randomUUID(), departmentId, responsibleId })) });
  }
}

/** One department with its details. */
export async function departmentDetails(tx: TxClient<Client>, row: Department): Promise<DepartmentDetails> {
  const [d] = await withDepartmentDetails(tx, [row]);
  return d!;
}

/** Departments a user leads or is linked to by a department ref. */
export async function ownDepartmentIds(tx: TxClient<Client>, userId: string): Promise<string[]> {
  const responsible = await tx.departmentResponsible.findMany({ where: { responsibleId: userId }, select: { departmentId: true } });
  const refs = await tx.departmentRef.findMany({ where: { userId }, select: { departmentId: true } });
  return [...new Set([...responsible, ...refs].map((r) => r.departmentId))];
}
