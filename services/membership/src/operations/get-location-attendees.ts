import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationAttendeesOf } from '../store/location-attendees.ts';
import { mustFindAttendee } from './attendee-steps.ts';

export function getLocationAttendees(db: Db<Client>, attendeeId: string) {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, attendeeId);
    return locationAttendeesOf(tx, attendeeId);
  });
}
