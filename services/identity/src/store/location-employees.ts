import type { TxClient } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from './client.ts';
import type { LocationEmployee } from './generated/client.ts';
import { usersById } from './staff.ts';

/** Location-employee links with the employee's name, e-mail, authorities and state. */
export async function withPeople(tx: TxClient<Client>, rows: LocationEmployee[]) {
  const users = await usersById(
    tx,
    rows.map((r) => r.employeeId),
  );
  return rows.map((r) => {
    const u = users.get(r.employeeId);
    return {
      id: r.id,
      companyId: r.companyId,
      locationId: r.locationId,
      employeeId: r.employeeId,
      creatorId: r.creatorId,
      createdDate: r.createdDate.toISOString(),
      firstName: u?.firstName ?? '',
      lastName: u?.lastName ?? '',
      email: u?.email ?? '',
      authorities: u?.authorities ?? [],
      active: u?.active ?? false,
    };
  });
}

/** The links of one location or one employee, oldest first. */
export async function locationEmployeesWhere(tx: TxClient<Client>, where: { locationId: string } | { employeeId: string }) {
  return withPeople(tx, await tx.locationEmployee.findMany({ where, orderBy: { createdDate: 'asc' }, take: NON_PAGED_LIMIT }));
}

type Pair = { locationId: string; employeeId: string };

/** The first of the pairs that is linked already, if any. */
export function findLinkedPair(tx: TxClient<Client>, pairs: Pair[]) {
  return tx.locationEmployee.findFirst({ where: { OR: pairs } });
}

/** Links the pairs and answers the new links with their people, oldest first. */
export async function insertLocationEmployees(tx: TxClient<Client>, rows: (Pair & { id: string; creatorId: string })[]) {
  await tx.locationEmployee.createMany({ data: rows });
  return withPeople(
    tx,
    await tx.locationEmployee.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: { createdDate: 'asc' } }),
  );
}

/** Answers whether a link was there to remove. */
export async function deleteLocationEmployee(tx: TxClient<Client>, id: string): Promise<boolean> {
  const { count } = await tx.locationEmployee.deleteMany({ where: { id } });
  return count > 0;
}
