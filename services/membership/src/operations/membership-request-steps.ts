import { forbidden, fromDbDate, notFound, validationFailed, type TxClient } from '@takt/kit';
import { hasAnyRole, OFFICE_ROLES, type MembershipRequestInput, type UserCaller } from '@takt/proto';
import { fitsAgeRange } from '../domain/age.ts';
import { grantsMembershipType } from '../domain/membership-request.ts';
import type { Client } from '../store/client.ts';
import type { Attendee } from '../store/generated/client.ts';
import { findMembershipType } from '../store/membership-types.ts';
import { attendeeById, attendeeOfUser, findRequest, type MembershipRequestRow } from '../store/membership-requests.ts';

type Tx = TxClient<Client>;

export async function requireRequest(tx: Tx, id: string): Promise<MembershipRequestRow> {
  const row = await findRequest(tx, id);
  if (!row) throw notFound('Membership request');
  return row;
}

/**
 * Whom a request is about: office staff name any member of the company; anyone else asks for
 * themself (the attendee of their login) and may not name someone else.
 */
export async function requestingAttendee(tx: Tx, user: UserCaller, attendeeId: string | null | undefined): Promise<Attendee> {
  if (hasAnyRole(user.roles, OFFICE_ROLES)) {
    if (!attendeeId) throw validationFailed([{ field: 'attendeeId', message: 'required' }]);
    const named = await attendeeById(tx, attendeeId);
    if (!named) throw validationFailed([{ field: 'attendeeId', message: 'unknown attendee' }]);
    return named;
  }
  const own = await attendeeOfUser(tx, user.userId);
  if (!own || (attendeeId && attendeeId !== own.id)) throw forbidden('Only your own membership');
  return own;
}

/** A named membership type must be the company's; one the member is to get must fit their age (spec section 5). */
export async function assertMembershipTypeFits(tx: Tx, input: MembershipRequestInput, attendee: Attendee, today: string): Promise<void> {
  if (!input.membershipTypeId) return;
  const type = await findMembershipType(tx, input.membershipTypeId);
  if (!type) throw validationFailed([{ field: 'membershipTypeId', message: 'unknown membership type' }]);
  const birthday = attendee.birthday ? fromDbDate(attendee.birthday) : null;
  if (grantsMembershipType(input.type) && !fitsAgeRange(type, birthday, input.startDate ?? today)) {
    throw validationFailed([{ field: 'membershipTypeId', message: "the member's age is outside the membership type's range" }]);
  }
}
