import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { contactsOf } from '../store/contacts.ts';
import { mustFindAttendee } from './attendee-steps.ts';

export function getContacts(db: Db<Client>, attendeeId: string) {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, attendeeId);
    return contactsOf(tx, attendeeId);
  });
}
