import { fail, isUniqueViolation, knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ErrorCode, type FieldIssue } from '@takt/proto';
import { invertedPeriods } from '../domain/membership.ts';
import { findAttendee, memberNumberTaken, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { locationKnown } from '../store/location-view.ts';
import { knownMembershipTypeIds } from '../store/membership-types.ts';
import type { HeldInput } from '../store/memberships.ts';

type Tx = TxClient<Client>;

// Steps the attendee operations share: the checks of references and member numbers.

/** Field errors for memberships naming unknown types (or another company's) or ending before they start. */
export async function membershipIssues(tx: Tx, memberships: readonly HeldInput[], prefix = 'membershipTypes.'): Promise<FieldIssue[]> {
  const known = await knownMembershipTypeIds(tx, [...new Set(memberships.map((m) => m.membershipTypeId))]);
  const unknown = memberships.flatMap((m, i) =>
    known.has(m.membershipTypeId) ? [] : [{ field: `${prefix}${i}.membershipTypeId`, message: 'unknown membership type' }],
  );
  const inverted = invertedPeriods(memberships).map((i) => ({ field: `${prefix}${i}.tillDate`, message: 'must not be before fromDate' }));
  return [...unknown, ...inverted];
}

export async function assertMemberships(tx: Tx, memberships: readonly HeldInput[]): Promise<void> {
  const issues = await membershipIssues(tx, memberships);
  if (issues.length) throw validationFailed(issues);
}

/**
 * Identity owns locations: only one the company has (in the read model, which may lag a moment).
 * Unknown answers a field error on `field`.
 */
export async function assertLocation(db: Db<Client>, id: string | null | undefined, field = 'mainLocationId'): Promise<void> {
  if (id && !(await knownSoon(() => db.tx((tx) => locationKnown(tx, id))))) {
    throw validationFailed([{ field, message: 'unknown location' }]);
  }
}

export const memberNumberTakenError = () => fail(ErrorCode.MemberNumberTaken, 'This member number is taken', { field: 'memberNumber' });

export async function assertMemberNumberFree(tx: Tx, memberNumber: string | null, exceptId?: string): Promise<void> {
  if (memberNumber && (await memberNumberTaken(tx, memberNumber, exceptId))) throw memberNumberTakenError();
}

/** The unique index decides when two requests race past the check: it must still answer the stable code. */
export function translateUnique(err: unknown): never {
  throw isUniqueViolation(err, 'attendee_member_number_unique') ? memberNumberTakenError() : err;
}

export async function mustFindAttendee(tx: Tx, id: string): Promise<AttendeeRow> {
  const row = await findAttendee(tx, id);
  if (!row) throw notFound('Attendee');
  return row;
}
