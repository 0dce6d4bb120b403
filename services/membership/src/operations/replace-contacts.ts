import { validationFailed, type Db } from '@takt/kit';
import type { BodyOf, membershipContracts } from '@takt/proto';
import { publishContactsReplaced } from '../events/contacts-replaced.ts';
import type { Client } from '../store/client.ts';
import { contactsOf, knownAttendeeIds, replaceContacts } from '../store/contacts.ts';
import { mustFindAttendee } from './attendee-steps.ts';

/**
 * Sets an attendee's contact persons (a family: parents, guardians, partners). A contact that is
 * an attendee itself must be another attendee of the company.
 */
export function replaceAttendeeContacts(db: Db<Client>, body: BodyOf<typeof membershipContracts.addContacts>) {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, body.attendeeId);
    const linked = body.contacts.flatMap((c) => (c.contactAttendeeId ? [c.contactAttendeeId] : []));
    const known = await knownAttendeeIds(tx, linked);
    const issues = body.contacts.flatMap((c, i) =>
      c.contactAttendeeId && (c.contactAttendeeId === body.attendeeId || !known.has(c.contactAttendeeId))
        ? [{ field: `contacts.${i}.contactAttendeeId`, message: 'unknown attendee' }]
        : [],
    );
    if (issues.length) throw validationFailed(issues);
    await replaceContacts(tx, body.attendeeId, body.contacts);
    await publishContactsReplaced(tx, body.attendeeId, body.contacts);
    return contactsOf(tx, body.attendeeId);
  });
}
