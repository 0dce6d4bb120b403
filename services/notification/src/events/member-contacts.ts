import { consumersOf } from '@takt/kit';
import { IdentityEvents, MembershipEvents } from '@takt/proto';
import { noteMemberAddress, noteMemberLanguage } from '../operations/note-member-contact.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// Where a member's mails go and in which language (decision 0053).
export const memberContactConsumers = () => [
  on(MembershipEvents.AttendeeCreated, (tx, p, envelope) => noteMemberAddress(tx, envelope.companyId, p, envelope.occurredAt)),
  on(MembershipEvents.AttendeeUpdated, (tx, p, envelope) => noteMemberAddress(tx, envelope.companyId, p, envelope.occurredAt)),
  on(IdentityEvents.UserLanguageChanged, (tx, p, envelope) => noteMemberLanguage(tx, envelope.companyId, p)),
];
