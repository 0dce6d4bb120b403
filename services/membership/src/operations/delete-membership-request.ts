import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteRequestRow } from '../store/membership-requests.ts';
import { requireRequest } from './membership-request-steps.ts';

export async function deleteMembershipRequest(db: Db<Client>, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    await requireRequest(tx, id);
    await deleteRequestRow(tx, id);
  });
  return { ok: true };
}
