import type { TxClient } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from './client.ts';
import { DEPARTMENT_ORDER } from './department-details.ts';
import type { Department, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

export function findDepartment(tx: Tx, id: string): Promise<Department | null> {
  return tx.department.findFirst({ where: { id } });
}

export async function departmentExists(tx: Tx, id: string): Promise<boolean> {
  return (await tx.department.findFirst({ where: { id }, select: { id: true } })) !== null;
}

/** Whether every id (given without repeats) names a department of the current tenant. */
export async function allDepartmentsExist(tx: Tx, ids: readonly string[]): Promise<boolean> {
  return (await tx.department.count({ where: { id: { in: [...ids] } } })) === ids.length;
}

export function insertDepartment(tx: Tx, data: Prisma.DepartmentUncheckedCreateInput): Promise<Department> {
  return tx.department.create({ data });
}

export function renameDepartment(tx: Tx, id: string, name: string): Promise<Department> {
  return tx.department.update({ where: { id }, data: { name } });
}

export async function deleteDepartmentRow(tx: Tx, id: string): Promise<void> {
  await tx.department.deleteMany({ where: { id } });
}

/** Departments by name, not paged; `ids` narrows them. */
export function departmentsInOrder(tx: Tx, ids?: string[]): Promise<Department[]> {
  return tx.department.findMany({ where: ids ? { id: { in: ids } } : {}, orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT });
}

/** Ids and names only, for public pages. */
export function departmentNames(tx: Tx) {
  return tx.department.findMany({ orderBy: DEPARTMENT_ORDER, take: NON_PAGED_LIMIT, select: { id: true, name: true } });
}

/** Every company's departments, for the backfill (system mode). */
export function departmentsOfAllCompanies(tx: Tx) {
  return tx.department.findMany({ select: { id: true, companyId: true, name: true }, orderBy: [{ companyId: 'asc' }, { id: 'asc' }] });
}
