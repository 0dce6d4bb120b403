import type { Db } from '@takt/kit';
import type { ReferenceLinkInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { insertLink } from '../store/reference-links.ts';
import { announceCharacteristics, assertLinkTargets, linkKindOf } from './reference-link-steps.ts';

export function createReferenceLink(
  db: Db<Client>,
  user: UserCaller,
  kindName: string,
  input: ReferenceLinkInput,
): Promise<{ id: string }> {
  const kind = linkKindOf(kindName, user);
  return db.tx(async (tx) => {
    await assertLinkTargets(tx, kind, input.parentId, [input.referenceId]);
    const { id } = await insertLink(tx, kind, input);
    await announceCharacteristics(tx, kind, [input.parentId]);
    return { id };
  });
}
