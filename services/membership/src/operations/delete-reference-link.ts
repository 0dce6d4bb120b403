import type { Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { deleteLinkRow } from '../store/reference-links.ts';
import { announceCharacteristics, linkKindOf, requireLink } from './reference-link-steps.ts';

export async function deleteReferenceLink(db: Db<Client>, user: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const link = await requireLink(tx, id);
    const kind = linkKindOf(link.type, user);
    await deleteLinkRow(tx, id);
    await announceCharacteristics(tx, kind, [link.parentId]);
  });
  return { ok: true };
}
