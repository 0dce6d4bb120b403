import { knownSoon, notFound, type Db } from '@takt/kit';
import type { InterestedInput } from '@takt/proto';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import { insertAttendee } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { locationKnown } from '../store/location-view.ts';

/** An interested person (no login) at one of the company's locations; another company's location answers 404. */
export async function addInterested(db: Db<Client>, locationId: string, input: InterestedInput): Promise<{ id: string }> {
  if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, locationId))))) throw notFound('Location');
  return db.tx(async (tx) => {
    const attendee = await insertAttendee(tx, { ...input, mainLocationId: locationId, applicationUserId: null, userName: null });
    await publishAttendeeCreated(tx, attendee, []);
    return { id: attendee.id };
  });
}
