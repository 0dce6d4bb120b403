import { fail, forbidden, notFound, validationFailed, type TxClient } from '@takt/kit';
import { ErrorCode, hasPermission, REFERENCE_LINK_KINDS, type ReferenceLinkKind, type UserCaller } from '@takt/proto';
import { referenceLinkKindOf } from '../domain/reference-links.ts';
import type { Client } from '../store/client.ts';
import { attendeeById } from '../store/membership-requests.ts';
import { findMembershipType } from '../store/membership-types.ts';
import { findLink, type ReferenceLinkRow } from '../store/reference-links.ts';
import { knownReferenceIds } from '../store/references.ts';

type Tx = TxClient<Client>;

/** The kind a path names; any other is refused with unknown_table before anything is read. */
export function linkKindOf(name: string, user: UserCaller): ReferenceLinkKind {
  const kind = referenceLinkKindOf(name);
  if (!kind) throw fail(ErrorCode.UnknownTable, `There is no reference link kind "${name}"`, { table: name });
  // The contract asks for attendeesEdit; a membership type's costs are the catalogue's.
  if (REFERENCE_LINK_KINDS[kind].parent === 'membershipType' && !hasPermission(user, 'membershipTypesEdit')) throw forbidden();
  return kind;
}

/** The parent must be the company's attendee or membership type, the entries of the kind's table. */
export async function assertLinkTargets(tx: Tx, kind: ReferenceLinkKind, parentId: string, referenceIds: readonly string[]): Promise<void> {
  const { table, parent } = REFERENCE_LINK_KINDS[kind];
  const parentKnown = parent === 'attendee' ? await attendeeById(tx, parentId) : await findMembershipType(tx, parentId);
  const issues = parentKnown ? [] : [{ field: 'parentId', message: `unknown ${parent}` }];
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
