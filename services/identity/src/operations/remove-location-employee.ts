import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';

export async function removeLocationEmployee(db: Db<Client>, id: string): Promise<{ ok: true }> {
  const { count } = await db.tx((tx) => tx.locationEmployee.deleteMany({ where: { id } }));
  if (!count) throw notFound('Location employee');
  return { ok: true };
}
