import { consumersOf } from '@takt/kit';
import { MembershipEvents } from '@takt/proto';
import { recordAttendee, recordAttendeeDeleted } from '../operations/record-attendee.ts';
import { recordContacts } from '../operations/record-contacts.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeCreatedConsumer = () =>
  on(MembershipEvents.AttendeeCreated, (tx, p, envelope) => recordAttendee(tx, p, envelope.occurredAt));
/** Names and memberships follow membership's changes; a deleted attendee holds no membership any more. */
export const attendeeUpdatedConsumer = () =>
  on(MembershipEvents.AttendeeUpdated, (tx, p, envelope) => recordAttendee(tx, p, envelope.occurredAt));
export const attendeeDeletedConsumer = () => on(MembershipEvents.AttendeeDeleted, (tx, p) => recordAttendeeDeleted(tx, p));
export const contactsReplacedConsumer = () =>
  on(MembershipEvents.ContactsReplaced, (tx, p, envelope) => recordContacts(tx, p, envelope.occurredAt));
