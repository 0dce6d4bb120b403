import { notFound, type Db } from '@takt/kit';
import type { PresenceFilterQuery } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findVisits } from '../store/presence-records.ts';
import { findVisit } from '../store/presence-attendances.ts';
import { withPresenceDetails, type PresenceRow } from '../store/presences.ts';

export function getPresence(db: Db<Client>, id: string): Promise<PresenceRow> {
  return db.tx(async (tx) => {
    const visit = await findVisit(tx, id);
    if (!visit) throw notFound('Presence');
    return (await withPresenceDetails(tx, [visit]))[0]!;
  });
}

/** GetAll: the filtered visits, bounded (the OData list pages through all). */
export function getAllPresences(db: Db<Client>, query: PresenceFilterQuery): Promise<PresenceRow[]> {
  return db.tx(async (tx) => withPresenceDetails(tx, await findVisits(tx, query)));
}
