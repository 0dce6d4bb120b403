import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import { MembershipRequestStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { Attendee, AttendeeMembership, MembershipRequest, MembershipType } from './generated/client.ts';

type Tx = TxClient<Client>;

/** What request reads include: the member with the names of the types they hold. */
const withMember = {
  attendee: { include: { memberships: { include: { membershipType: { select: { name: true } } }, orderBy: { fromDate: 'asc' } } } },
} as const;

export type MembershipRequestRow = MembershipRequest & {
  attendee: Attendee & { memberships: (AttendeeMembership & { membershipType: Pick<MembershipType, 'name'> })[] };
};

export interface RequestColumns {
  applicationUserId: string | null;
  attendeeId: string;
  membershipTypeId: string | null;
  startDate: string | null;
  endDate: string | null;
  type: number;
  reason: string | null;
  wishes: string | null;
  additionalData: string | null;
  locationId: string | null;
  departmentId: string | null;
}

const dates = (c: { startDate?: string | null; endDate?: string | null }) => ({
  ...(c.startDate !== undefined ? { startDate: c.startDate ? toDbDate(c.startDate) : null } : {}),
  ...(c.endDate !== undefined ? { endDate: c.endDate ? toDbDate(c.endDate) : null } : {}),
});

export const insertRequest = (tx: Tx, c: RequestColumns): Promise<MembershipRequest> =>
  tx.membershipRequest.create({ data: { id: randomUUID(), ...c, ...dates(c) } });

export const findRequest = (tx: Tx, id: string): Promise<MembershipRequestRow | null> =>
  tx.membershipRequest.findFirst({ where: { id }, include: withMember });

export const requestsByIds = (tx: Tx, ids: readonly string[]): Promise<Pick<MembershipRequest, 'id' | 'status'>[]> =>
  tx.membershipRequest.findMany({ where: { id: { in: [...ids] } }, select: { id: true, status: true } });

export type RequestChange = Partial<
  Pick<RequestColumns, 'membershipTypeId' | 'startDate' | 'endDate' | 'reason' | 'wishes' | 'additionalData'>
>;

export const updateRequestRow = (tx: Tx, id: string, change: RequestChange, editedById: string): Promise<MembershipRequestRow> =>
  tx.membershipRequest.update({
    where: { id },
    data: { ...change, ...dates(change), editedById, editedDate: new Date() },
    include: withMember,
  });

/** Sets the status of open requests only; answers how many changed. */
export async function decideRequests(tx: Tx, ids: readonly string[], status: number, editedById: string): Promise<number> {
  const { count } = await tx.membershipRequest.updateMany({
    where: { id: { in: [...ids] }, status: MembershipRequestStatus.Open },
    data: { status, editedById, editedDate: new Date() },
  });
  return count;
}

export async function deleteRequestRow(tx: Tx, id: string): Promise<void> {
  await tx.membershipRequest.delete({ where: { id } });
}

export const countOpenRequests = (tx: Tx): Promise<number> =>
  tx.membershipRequest.count({ where: { status: MembershipRequestStatus.Open } });

/** The list delegate for OData pages: requests with their member. */
export function requestsWithMember(tx: Tx) {
  return {
    findMany: (args: unknown) => tx.membershipRequest.findMany({ ...(args as object), include: withMember }),
    count: (args: unknown) => tx.membershipRequest.count(args as object),
  };
}

/** The attendee record of a login (an attendee asking for themself). */
export const attendeeOfUser = (tx: Tx, applicationUserId: string): Promise<Attendee | null> =>
  tx.attendee.findFirst({ where: { applicationUserId, deletedDate: null } });

/** A member who is not deleted (requests and links name only those). */
export const attendeeById = (tx: Tx, id: string): Promise<Attendee | null> => tx.attendee.findFirst({ where: { id, deletedDate: null } });

/** One attendee's requests, newest first. */
export const requestsOfAttendee = (tx: Tx, attendeeId: string): Promise<MembershipRequest[]> =>
  tx.membershipRequest.findMany({ where: { attendeeId }, orderBy: { createdDate: 'desc' } });
