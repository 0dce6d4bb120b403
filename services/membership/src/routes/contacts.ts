import { dtoOf, type Router } from '@takt/kit';
import { Contact, LocationAttendee, membershipContracts as routes } from '@takt/proto';
import { getContacts } from '../operations/get-contacts.ts';
import { getLocationAttendees } from '../operations/get-location-attendees.ts';
import { replaceAttendeeContacts } from '../operations/replace-contacts.ts';
import { replaceAttendeeLocations } from '../operations/replace-location-attendees.ts';
import type { Client } from '../store/client.ts';

const toContact = dtoOf(Contact);
const toLocationAttendee = dtoOf(LocationAttendee);

export function contactRoutes(r: Router<Client>): void {
  r.handle(routes.getContacts, async ({ params, db }) => (await getContacts(db, params.attendeeId)).map(toContact));
  r.handle(routes.addContacts, async ({ body, db }) => (await replaceAttendeeContacts(db, body)).map(toContact));
  r.handle(routes.getLocationAttendees, async ({ params, db }) =>
    (await getLocationAttendees(db, params.attendeeId)).map(toLocationAttendee),
  );
  r.handle(routes.addLocationAttendees, async ({ body, db }) => (await replaceAttendeeLocations(db, body)).map(toLocationAttendee));
}
