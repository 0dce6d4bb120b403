import { fail, notFound, type Db } from '@takt/kit';
import { ErrorCode, type UpdatePresenceBody } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { countStaysOf, endStayOf, updateVisit } from '../store/presence-records.ts';
import { findVisit } from '../store/presence-attendances.ts';
import { withPresenceDetails, type PresenceRow } from '../store/presences.ts';
import { assertNoOverlap, conflictOnOpenVisitRace, visitFactsOf } from './presence-record-steps.ts';
import { assertLocationKnown } from './presence-steps.ts';

/**
 * Corrects a visit's location, times or text; the person stays. Closing it ends its stay in a
 * room. Its stays are in rooms of its location, so a visit with stays keeps its location.
 */
export async function correctPresence(db: Db<Client>, id: string, body: UpdatePresenceBody): Promise<PresenceRow> {
  const facts = visitFactsOf(body);
  await assertLocationKnown(db, body.locationId);
  return conflictOnOpenVisitRace(() =>
    db.tx(async (tx) => {
      const visit = await findVisit(tx, id);
      if (!visit) throw notFound('Presence');
      if (visit.locationId !== facts.locationId && (await countStaysOf(tx, id)) > 0) {
        throw fail(ErrorCode.Conflict, 'The visit has stays in rooms of its location');
      }
      await assertNoOverlap(tx, visit, facts, id);
      if (facts.dateLeave) await endStayOf(tx, id, facts.dateLeave);
      return (await withPresenceDetails(tx, [await updateVisit(tx, id, facts)]))[0]!;
    }),
  );
}
