import { fail, forbidden, knownSoon, notFound, validationFailed, type TxClient } from '@takt/kit';
import {
  ErrorCode,
  hasPermission,
  REFERENCE_LINK_KINDS,
  type LinkParent,
  type PermissionFlag,
  type ReferenceLinkKind,
  type UserCaller,
} from '@takt/proto';
import { referenceLinkKindOf } from '../domain/reference-links.ts';
import { publishAttendeeCharacteristicsSet } from '../events/attendee-characteristics.ts';
import type { Client } from '../store/client.ts';
import { attendeeById } from '../store/membership-requests.ts';
import { findMembershipType } from '../store/membership-types.ts';
import { findLink, linksOf, type ReferenceLinkRow } from '../store/reference-links.ts';
import { knownReferenceIds } from '../store/references.ts';
import { courseKnown, trainerKnown } from '../store/skill-parents.ts';

type Tx = TxClient<Client>;

const PARENT_PERMISSION: Record<LinkParent, PermissionFlag | undefined> = {
  attendee: undefined,
  membershipType: 'membershipTypesEdit',
  trainer: 'trainersEdit',
  course: 'coursesEdit',
};

/** The kind a path names; any other is refused with unknown_table before anything is read. */
export function linkKindOf(name: string, user: UserCaller): ReferenceLinkKind {
  const kind = referenceLinkKindOf(name);
  if (!kind) throw fail(ErrorCode.UnknownTable, `There is no reference link kind "${name}"`, { table: name });
  // The contract asks for attendeesEdit; a membership type's costs are the catalogue's, a
  // trainer's skills the trainers', a course's the courses'.
  const extra = PARENT_PERMISSION[REFERENCE_LINK_KINDS[kind].parent];
  if (extra && !hasPermission(user, extra)) throw forbidden();
  return kind;
}

/**
 * Whether the company has the parent: its attendee or membership type, or a trainer or course
 * another service announced (given a moment to arrive, decision 0023).
 */
function parentKnown(tx: Tx, parent: LinkParent, id: string): Promise<boolean> {
  switch (parent) {
    case 'attendee':
      return attendeeById(tx, id).then(Boolean);
    case 'membershipType':
      return findMembershipType(tx, id).then(Boolean);
    case 'trainer':
      return knownSoon(() => trainerKnown(tx, id));
    case 'course':
      return knownSoon(() => courseKnown(tx, id));
  }
}

/** The parent must be the company's, the entries of the kind's table. */
export async function assertLinkTargets(tx: Tx, kind: ReferenceLinkKind, parentId: string, referenceIds: readonly string[]): Promise<void> {
  const { table, parent } = REFERENCE_LINK_KINDS[kind];
  const issues = (await parentKnown(tx, parent, parentId)) ? [] : [{ field: 'parentId', message: `unknown ${parent}` }];
  const known = await knownReferenceIds(tx, table, referenceIds);
  const unknown = referenceIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    issues.push({ field: referenceIds.length === 1 ? 'referenceId' : `referenceIds.${unknown}`, message: `unknown ${table}` });
  if (issues.length) throw validationFailed(issues);
}

export async function requireLink(tx: Tx, id: string): Promise<ReferenceLinkRow> {
  const row = await findLink(tx, id);
  if (!row) throw notFound('Reference link');
  return row;
}

/**
 * After a write of characteristic links: each touched attendee's whole set, in the write's
 * transaction (statistics groups by them, decision 0068). Other kinds are told nobody.
 */
export async function announceCharacteristics(tx: Tx, kind: ReferenceLinkKind, parentIds: readonly string[]): Promise<void> {
  if (kind !== 'CharacteristicAttendee') return;
  for (const attendeeId of new Set(parentIds))
    await publishAttendeeCharacteristicsSet(tx, attendeeId, await linksOf(tx, { type: kind, parentId: attendeeId }));
}
