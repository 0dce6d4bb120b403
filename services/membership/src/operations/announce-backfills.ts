import type { Backfill } from '@takt/kit';
import { publishAttendeeCharacteristicsSet, publishCharacteristicSaved } from '../events/attendee-characteristics.ts';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { publishAttendeeLocationsReplaced } from '../events/attendee-locations-replaced.ts';
import { publishCostSaved } from '../events/catalogue.ts';
import { publishContactsReplaced } from '../events/contacts-replaced.ts';
import type { Client } from '../store/client.ts';
import { attendeesOfAllCompanies, type AttendeeRow } from '../store/attendees.ts';
import { everyContactLink } from '../store/contacts.ts';
import type { ReferenceLink } from '../store/generated/client.ts';
import { everyLinkOfKind } from '../store/reference-links.ts';
import { everyReferenceOf } from '../store/references.ts';

type Tx = Parameters<Backfill<Client>['run']>[0];

/** Attendees are read in pages of this many: a database may hold many companies' members. */
const PAGE = 1_000;

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
  // Notification's news audience and mail addresses (decision 0061): the attendee as it is now.
  // Every consumer of AttendeeUpdated upserts; identity creates a login only where it has none.
  { name: 'membership.attendee.updated@1', run: announceAttendees },
  // Once more for documents' names of creators and responsibles (decision 0054) and notification's
  // names of the notes' people (decision 0069), which @1 did not reach in older databases.
  { name: 'membership.attendee.updated@2', run: announceAttendees },
  // The additional locations were announced to nobody before decision 0058; an empty set is every reader's default.
  {
    name: 'membership.attendee-locations.replaced@1',
    run: (tx) =>
      eachAttendee(tx, async (a) => {
        if (!a.locations.length) return false;
        await publishAttendeeLocationsReplaced(
          tx,
          a.id,
          a.locations.map((l) => l.locationId),
          a.companyId,
        );
        return true;
      }),
  },
  // Statistics' names of costs and characteristics and the attendees' characteristics (decision 0068).
  {
    name: 'membership.reference-names@1',
    async run(tx) {
      const entries = await everyReferenceOf(tx, ['Cost', 'Characteristic']);
      for (const e of entries)
        if (e.tableName === 'Cost') await publishCostSaved(tx, e, e.companyId);
        else await publishCharacteristicSaved(tx, e, e.companyId);
      return entries.length;
    },
  },
  {
    name: 'membership.attendee-characteristics.set@1',
    async run(tx) {
      const byAttendee = new Map<string, ReferenceLink[]>();
      for (const l of await everyLinkOfKind(tx, 'CharacteristicAttendee'))
        byAttendee.set(l.parentId, [...(byAttendee.get(l.parentId) ?? []), l]);
      for (const [attendeeId, links] of byAttendee) await publishAttendeeCharacteristicsSet(tx, attendeeId, links, links[0]!.companyId);
      return byAttendee.size;
    },
  },
];

/** Every attendee that is not deleted, as it is now. */
function announceAttendees(tx: Tx): Promise<number> {
  return eachAttendee(tx, async (a) => {
    await publishAttendeeUpdated(tx, a, a.companyId);
    return true;
  });
}

/** Calls `announce` for every attendee that is not deleted; answers how many it announced. */
async function eachAttendee(tx: Tx, announce: (a: AttendeeRow) => Promise<boolean>): Promise<number> {
  let count = 0;
  for (let afterId: string | null = null; ;) {
    const page = await attendeesOfAllCompanies(tx, afterId, PAGE);
    for (const a of page) if (await announce(a)) count++;
    if (page.length < PAGE) return count;
    afterId = page.at(-1)!.id;
  }
}
