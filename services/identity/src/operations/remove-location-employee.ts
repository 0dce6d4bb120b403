import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteLocationEmployee } from '../store/location-employees.ts';

export async function removeLocationEmployee(db: Db<Client>, id: string): Promise<{ ok: true }> {
  if (!(await db.tx((tx) => deleteLocationEmployee(tx, id)))) throw notFound('Location employee');
  return { ok: true };
}
