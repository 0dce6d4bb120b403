import { membershipAccess, type HeldMembership, type MembershipAccess, type MembershipTypeCost } from '@takt/proto';

/** The read-model rows as far as the rule needs them (the JSON columns hold what the events carried). */
interface Listed {
  date: Date;
  membershipTypeAvailabilities: unknown;
}
interface Holder {
  memberships: unknown;
}

/** Whether the attendee may book the appointment, and their price, from booking's copies of both. */
export function attendeeAccess(appointment: Listed, attendee: Holder): MembershipAccess {
  return membershipAccess(
    (appointment.membershipTypeAvailabilities ?? []) as MembershipTypeCost[],
    (attendee.memberships ?? []) as HeldMembership[],
    appointment.date.toISOString().slice(0, 10),
  );
}
