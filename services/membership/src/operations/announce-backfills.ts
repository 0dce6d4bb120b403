import type { Backfill } from '@takt/kit';
import { publishContactsReplaced } from '../events/contacts-replaced.ts';
import type { Client } from '../store/client.ts';
import { everyContactLink } from '../store/contacts.ts';

/** Membership's state for read models that started after its events left the stream; consumers replace, so again is harmless. */
export const membershipBackfills: readonly Backfill<Client>[] = [
  {
    // Booking's contact links (a parent's login sees its children's bookings).
    name: 'membership.contacts.replaced@1',
    async run(tx) {
      const byAttendee = new Map<string, { companyId: string; contacts: { contactAttendeeId: string; contactType: number }[] }>();
      for (const c of await everyContactLink(tx)) {
        const entry = byAttendee.get(c.attendeeId) ?? { companyId: c.companyId, contacts: [] };
        entry.contacts.push({ contactAttendeeId: c.contactAttendeeId!, contactType: c.contactType });
        byAttendee.set(c.attendeeId, entry);
      }
      for (const [attendeeId, { companyId, contacts }] of byAttendee) await publishContactsReplaced(tx, attendeeId, contacts, companyId);
      return byAttendee.size;
    },
  },
];
