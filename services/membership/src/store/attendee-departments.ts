import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The attendee's departments become exactly these (identity replaces refs as a whole). */
export async function replaceAttendeeDepartments(tx: Tx, attendeeId: string, departmentIds: readonly string[]): Promise<void> {
  await tx.attendeeDepartment.deleteMany({ where: { attendeeId } });
  if (departmentIds.length)
    await tx.attendeeDepartment.createMany({ data: [...new Set(departmentIds)].map((departmentId) => ({ attendeeId, departmentId })) });
}

export async function attendeeIdsInDepartments(tx: Tx, departmentIds: readonly string[]): Promise<string[]> {
  const rows = await tx.attendeeDepartment.findMany({ where: { departmentId: { in: [...departmentIds] } }, select: { attendeeId: true } });
  return [...new Set(rows.map((r) => r.attendeeId))];
}

export async function departmentIdsOf(tx: Tx, attendeeIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = attendeeIds.length
    ? await tx.attendeeDepartment.findMany({ where: { attendeeId: { in: [...attendeeIds] } }, orderBy: { departmentId: 'asc' } })
    : [];
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.attendeeId, [...(out.get(r.attendeeId) ?? []), r.departmentId]);
  return out;
}
