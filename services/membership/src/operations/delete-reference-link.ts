import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteLinkRow } from '../store/reference-links.ts';
import { linkKindOf, requireLink } from './reference-link-steps.ts';

export async function deleteReferenceLink(db: Db<Client>, user: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const link = await requireLink(tx, id);
    linkKindOf(link.type, user);
    await deleteLinkRow(tx, id);
  });
  return { ok: true };
}
