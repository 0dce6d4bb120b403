import { toDbDate, type TxClient } from '@takt/kit';
import { attendeeIdsInDepartments } from './attendee-departments.ts';
import type { Client } from './client.ts';
import type { Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;
type Where = Prisma.AttendeeWhereInput;

// The narrowing of spec section 7's attendee lists as Prisma conditions; the caller's OData
// filter is ANDed on top by the router.

export const members: Where = { applicationUserId: { not: null } };
export const interested: Where = { applicationUserId: null };

/** A membership valid at `date` (both ends inclusive). */
export function validAt(date: string): Prisma.AttendeeMembershipWhereInput {
  const d = toDbDate(date);
  return { fromDate: { lte: d }, OR: [{ tillDate: null }, { tillDate: { gte: d } }] };
}

export interface Place {
  locationId?: string;
  /** Attendee ids in the departments asked for, or undefined when no department narrows the list. */
  departmentAttendeeIds?: string[];
}

/** At a location: its main location or one of its additional ones. */
export function atPlace(p: Place): Where[] {
  const out: Where[] = [];
  if (p.locationId) out.push({ OR: [{ mainLocationId: p.locationId }, { locations: { some: { locationId: p.locationId } } }] });
  if (p.departmentAttendeeIds) out.push({ id: { in: p.departmentAttendeeIds } });
  return out;
}

export interface ByParams extends Place {
  membershipTypeIds: string[];
  attendeeRoleIds: string[];
  memberAtDate?: string;
  today: string;
}

export function byParams(p: ByParams): Where {
  const and: Where[] = [members, ...atPlace(p)];
  if (p.membershipTypeIds.length)
    and.push({ memberships: { some: { membershipTypeId: { in: p.membershipTypeIds }, ...validAt(p.today) } } });
  if (p.attendeeRoleIds.length) and.push({ attendeeRoleIds: { hasSome: p.attendeeRoleIds } });
  if (p.memberAtDate) and.push({ memberships: { some: validAt(p.memberAtDate) } });
  return { AND: and };
}

export const withoutMembership = (p: Place, today: string): Where => ({
  AND: [members, ...atPlace(p), { memberships: { none: validAt(today) } }],
});

export const interestedAt = (p: Place): Where => ({ AND: [interested, ...atPlace(p)] });

export function withRoles(locationId: string | undefined, attendeeRoleIds: string[]): Where {
  const and = atPlace({ locationId });
  if (attendeeRoleIds.length) and.push({ attendeeRoleIds: { hasSome: attendeeRoleIds } });
  return { AND: and };
}

/** Text search of the export: contains over names, member number, email and city. */
export function textFilter(text: string | null | undefined): Where {
  const t = text?.trim();
  if (!t) return {};
  const has = { contains: t, mode: 'insensitive' as const };
  return { OR: [{ firstName: has }, { lastName: has }, { memberNumber: has }, { email: has }, { city: has }] };
}

/** Attendees of these departments (read model of identity's department refs); empty when none. */
export async function attendeesInDepartments(tx: Tx, departmentIds: string[]): Promise<string[] | undefined> {
  return departmentIds.length ? attendeeIdsInDepartments(tx, departmentIds) : undefined;
}
