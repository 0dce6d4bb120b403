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

/** Every attendee's department ids, across companies (system mode: the one-off backfill announces them). */
export async function attendeeDepartmentsOfAllCompanies(tx: TxClient<Client>) {
  const rows = await tx.departmentRef.findMany({
    where: { attendeeId: { not: null } },
    select: { companyId: true, attendeeId: true, departmentId: true },
    orderBy: { createdDate: 'asc' },
  });
  const byAttendee = new Map<string, { companyId: string; departmentIds: string[] }>();
  for (const r of rows) {
    const entry = byAttendee.get(r.attendeeId!) ?? { companyId: r.companyId, departmentIds: [] };
    entry.departmentIds.push(r.departmentId);
    byAttendee.set(r.attendeeId!, entry);
  }
  return [...byAttendee].map(([attendeeId, entry]) => ({ attendeeId, ...entry }));
}
