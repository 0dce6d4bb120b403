import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/** The attendee's departments become exactly these (identity replaces refs as a whole). */
export async function replaceAttendeeDepartments(
  tx: Tx,
  attendeeId: string,
  departments: readonly { departmentId: string; name: string }[],
): Promise<void> {
  await tx.attendeeDepartment.deleteMany({ where: { attendeeId } });
  if (departments.length) await tx.attendeeDepartment.createMany({ data: departments.map((d) => ({ attendeeId, ...d })) });
}

export async function attendeeIdsInDepartments(tx: Tx, departmentIds: readonly string[]): Promise<string[]> {
  const rows = await tx.attendeeDepartment.findMany({ where: { departmentId: { in: [...departmentIds] } }, select: { attendeeId: true } });
  return [...new Set(rows.map((r) => r.attendeeId))];
}

export async function departmentNamesOf(tx: Tx, attendeeIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = attendeeIds.length
    ? await tx.attendeeDepartment.findMany({ where: { attendeeId: { in: [...attendeeIds] } }, orderBy: { name: 'asc' } })
    : [];
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.attendeeId, [...(out.get(r.attendeeId) ?? []), r.name]);
  return out;
}
