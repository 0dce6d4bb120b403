import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteVisit } from '../store/presence-records.ts';
import { findVisit } from '../store/presence-attendances.ts';
import { withPresenceDetails, type PresenceRow } from '../store/presences.ts';

/** Removes a visit; its stays in rooms and links to bookings go with it (the bookings stay). */
export function deletePresence(db: Db<Client>, id: string): Promise<PresenceRow> {
  return db.tx(async (tx) => {
    const visit = await findVisit(tx, id);
    if (!visit) throw notFound('Presence');
    const answer = (await withPresenceDetails(tx, [visit]))[0]!;
    await deleteVisit(tx, id);
    return answer;
  });
}
