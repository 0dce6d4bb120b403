import { notFound, type Db } from '@takt/kit';
import type { ReferenceLinkInput, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { updateLinkRow, type ReferenceLinkRow } from '../store/reference-links.ts';
import { assertLinkTargets, linkKindOf, requireLink } from './reference-link-steps.ts';

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
    if ((await requireLink(tx, id)).type !== kind) throw notFound('Reference link');
    await assertLinkTargets(tx, kind, input.parentId, [input.referenceId]);
    return updateLinkRow(tx, id, input);
  });
}
