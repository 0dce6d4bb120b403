import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { linksOf, type ReferenceLinkRow } from '../store/reference-links.ts';

/** The links of a parent and/or a kind. */
export function getAllReferenceLinks(db: Db<Client>, filter: { parentId?: string; type?: string }): Promise<ReferenceLinkRow[]> {
  return db.tx((tx) =>
    linksOf(tx, { ...(filter.parentId ? { parentId: filter.parentId } : {}), ...(filter.type ? { type: filter.type } : {}) }),
  );
}
