import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { CreatePresenceBody, UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { createVisit } from '../store/presence-records.ts';
import { withPresenceDetails, type PresenceRow } from '../store/presences.ts';
import { assertNoOverlap, conflictOnOpenVisitRace, visitFactsOf } from './presence-record-steps.ts';
import { assertLocationKnown, visitorOf } from './presence-steps.ts';

/**
 * Staff record a visit the door did not see (a forgotten check-in): a member, or the caller
 * themself, at a location of the company, in the past or still open, overlapping no other
 * visit of the person.
 */
export async function recordPresence(db: Db<Client>, user: UserCaller, body: CreatePresenceBody): Promise<PresenceRow> {
  const facts = visitFactsOf(body);
  await assertLocationKnown(db, body.locationId);
  return conflictOnOpenVisitRace(() =>
    db.tx(async (tx) => {
      const visitor = await visitorOf(tx, user, body);
      await assertNoOverlap(tx, visitor, facts);
      return (await withPresenceDetails(tx, [await createVisit(tx, randomUUID(), visitor, facts)]))[0]!;
    }),
  );
}
