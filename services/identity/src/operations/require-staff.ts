import { notFound, type TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { countLiveStaff } from '../store/staff.ts';

/** Fails with 404 unless every id is a staff member of the current tenant that is not deleted. */
export async function requireStaff(tx: TxClient<Client>, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  if ((await countLiveStaff(tx, unique)) !== unique.length) throw notFound('Employee');
}
