import {
  membershipAccess,
  membershipRefusal,
  type HeldMembership,
  type MembershipAccess,
  type MembershipRefusal,
  type MembershipTypeCost,
} from '@takt/proto';

/** The read-model rows as far as the rule needs them (the JSON columns hold what the events carried). */
interface Listed {
  date: Date;
  membershipTypeAvailabilities: unknown;
  centCost: number;
}
interface Holder {
  memberships: unknown;
}

const rule = (appointment: Listed, attendee: Holder) =>
  [
    (appointment.membershipTypeAvailabilities ?? []) as MembershipTypeCost[],
    (attendee.memberships ?? []) as HeldMembership[],
    appointment.date.toISOString().slice(0, 10),
  ] as const;

/** Whether the attendee may book the appointment, and their price, from booking's copies of both. */
export function attendeeAccess(appointment: Listed, attendee: Holder): MembershipAccess {
  return membershipAccess(...rule(appointment, attendee));
}

/** Why the attendee may not book the appointment (null when they may). */
export function attendeeRefusal(appointment: Listed, attendee: Holder): MembershipRefusal | null {
  return membershipRefusal(...rule(appointment, attendee));
}

/** The attendee's price for the appointment: the lowest of their listed types, else the course's own. */
export function attendeePrice(appointment: Listed, attendee: Holder): number {
  return attendeeAccess(appointment, attendee).centCost ?? appointment.centCost;
}
