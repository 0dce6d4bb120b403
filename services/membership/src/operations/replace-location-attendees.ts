import { knownSoon, validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { locationAttendeesOf, replaceLocationAttendees } from '../store/location-attendees.ts';
import { locationKnown } from '../store/location-view.ts';
import { mustFindAttendee } from './attendee-steps.ts';
import { publishAttendeeLocationsReplaced } from '../events/attendee-locations-replaced.ts';

/** Sets the attendee's additional locations; each must be one of the company's (identity's read model). */
export async function replaceAttendeeLocations(db: Db<Client>, body: BodyOf<typeof membershipContracts.addLocationAttendees>) {
  await db.tx((tx) => mustFindAttendee(tx, body.attendeeId));
  const issues = [];
  for (const [i, id] of body.locationIds.entries()) {
    if (!(await knownSoon(() => db.tx((tx) => locationKnown(tx, id)))))
      issues.push({ field: `locationIds.${i}`, message: 'unknown location' });
  }
  if (issues.length) throw validationFailed(issues);
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, body.attendeeId);
    await replaceLocationAttendees(tx, body.attendeeId, body.locationIds);
    await publishAttendeeLocationsReplaced(tx, body.attendeeId, body.locationIds);
    return locationAttendeesOf(tx, body.attendeeId);
  });
}
