import type { Db } from '@takt/kit';
import type { BodyOf, membershipContracts, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { replaceLinks, type ReferenceLinkRow } from '../store/reference-links.ts';
import { announceCharacteristics, assertLinkTargets, linkKindOf } from './reference-link-steps.ts';

type Input = BodyOf<typeof membershipContracts.addReferenceLinks>;

/** Replaces a parent's links of one kind (AddMultiple), e.g. all characteristics of an attendee. */
export function setReferenceLinks(db: Db<Client>, user: UserCaller, kindName: string, input: Input): Promise<ReferenceLinkRow[]> {
  const kind = linkKindOf(kindName, user);
  const referenceIds = [...new Set(input.referenceIds)];
  return db.tx(async (tx) => {
    await assertLinkTargets(tx, kind, input.parentId, referenceIds);
    const links = await replaceLinks(tx, kind, input.parentId, referenceIds);
    await announceCharacteristics(tx, kind, [input.parentId]);
    return links;
  });
}
