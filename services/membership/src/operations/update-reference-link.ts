import { notFound, type Db } from '@takt/kit';
import type { ReferenceLinkInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { updateLinkRow, type ReferenceLinkRow } from '../store/reference-links.ts';
import { announceCharacteristics, assertLinkTargets, linkKindOf, requireLink } from './reference-link-steps.ts';

export function updateReferenceLink(
  db: Db<Client>,
  user: UserCaller,
  kindName: string,
  id: string,
  input: ReferenceLinkInput,
): Promise<ReferenceLinkRow> {
  const kind = linkKindOf(kindName, user);
  return db.tx(async (tx) => {
    // A link is found only through its own kind.
    const before = await requireLink(tx, id);
    if (before.type !== kind) throw notFound('Reference link');
    await assertLinkTargets(tx, kind, input.parentId, [input.referenceId]);
    const row = await updateLinkRow(tx, id, input);
    // A link moved to another parent leaves the first one's set too.
    await announceCharacteristics(tx, kind, [before.parentId, input.parentId]);
    return row;
  });
}
