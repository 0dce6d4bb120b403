import { consumersOf } from '@takt/kit';
import { IdentityEvents, MembershipEvents } from '@takt/proto';
import { forgetMemberName, fullNameOf, recordMemberName, recordStaffName } from '../operations/record-person-name.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

type AttendeeNamed = { attendeeId: string; applicationUserId: string | null; firstName: string; lastName: string };
const member = (p: AttendeeNamed) => ({ applicationUserId: p.applicationUserId, fullName: fullNameOf(p) });

/**
 * The names documents shows: an Excel file's creator, a document's creator and responsible.
 * A deleted person loses their name here (an erased one also in erase-person).
 */
export const peopleConsumers = () => [
  on(IdentityEvents.StaffUserSaved, (tx, p) => recordStaffName(tx, p.userId, fullNameOf(p))),
  on(IdentityEvents.StaffUserDeleted, (tx, p) => recordStaffName(tx, p.userId, null)),
  on(MembershipEvents.AttendeeCreated, (tx, p, envelope) => recordMemberName(tx, p.attendeeId, member(p), envelope.occurredAt)),
  on(MembershipEvents.AttendeeUpdated, (tx, p, envelope) => recordMemberName(tx, p.attendeeId, member(p), envelope.occurredAt)),
  on(MembershipEvents.AttendeeDeleted, (tx, p) => forgetMemberName(tx, p.attendeeId)),
];
