import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import { NON_PAGED_LIMIT, type DepartmentRefOwner } from '@takt/proto';
import type { Client } from './client.ts';
import type { DepartmentRef } from './generated/client.ts';

export type Owner = (typeof DepartmentRefOwner)[number];

export async function refsOf(tx: TxClient<Client>, owner: Owner, id: string) {
  const rows = await tx.departmentRef.findMany({ where: { [owner]: id }, take: NON_PAGED_LIMIT, orderBy: { createdDate: 'asc' } });
  const departments = await tx.department.findMany({
    where: { id: { in: rows.map((r) => r.departmentId) } },
    select: { id: true, name: true },
  });
  const name = new Map(departments.map((d) => [d.id, d.name]));
  return rows.map((r: DepartmentRef) => ({
    id: r.id,
    companyId: r.companyId,
    departmentId: r.departmentId,
    name: name.get(r.departmentId) ?? '',
    userId: r.userId,
    courseId: r.courseId,
    locationId: r.locationId,
    attendeeId: r.attendeeId,
  }));
}

/** Replaces every department ref of the owner with refs to `departmentIds`. */
export async function replaceRefs(tx: TxClient<Client>, owner: Owner, ownerId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.departmentRef.deleteMany({ where: { [owner]: ownerId } });
  if (departmentIds.length) {
    await tx.departmentRef.createMany({
      data: departmentIds.map((departmentId) => ({ id: randomUUID(), departmentId, [owner]: ownerId })),
    });
  }
}
