import { randomUUID } from 'node:crypto';
import { toDbDate, type TxClient } from '@takt/kit';
import { departmentIdsOf } from './attendee-departments.ts';
import type { Client } from './client.ts';
import type { Attendee, AttendeeMembership, MembershipType, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

/** What attendee reads include: the memberships with their type's name, and the extra locations. */
const withMemberships = {
  memberships: { include: { membershipType: true }, orderBy: [{ fromDate: 'asc' }, { id: 'asc' }] },
  locations: { select: { locationId: true } },
} satisfies Prisma.AttendeeInclude;

export type MembershipRow = AttendeeMembership & { membershipType: MembershipType };
export type AttendeeRow = Attendee & { memberships: MembershipRow[]; locations: { locationId: string }[] };

/** Rows every read sees: a soft-deleted attendee is gone for the API. */
export const notDeleted = { deletedDate: null } as const;

export function findAttendee(tx: Tx, id: string): Promise<AttendeeRow | null> {
  return tx.attendee.findFirst({ where: { id, ...notDeleted }, include: withMemberships });
}

export function findAttendeeByUser(tx: Tx, applicationUserId: string): Promise<AttendeeRow | null> {
  return tx.attendee.findFirst({ where: { applicationUserId, ...notDeleted }, include: withMemberships, orderBy: { createdDate: 'asc' } });
}

/** The list delegate for OData pages: attendees (not deleted) with their memberships. */
export function attendeesWithMemberships(tx: Tx) {
  const scoped = (args: unknown) => {
    const a = (args ?? {}) as { where?: Prisma.AttendeeWhereInput };
    return { ...a, where: { AND: [notDeleted, a.where ?? {}] } };
  };
  return {
    findMany: (args: unknown) => tx.attendee.findMany({ ...(scoped(args) as object), include: withMemberships }),
    count: (args: unknown) => tx.attendee.count(scoped(args) as object),
  };
}

/** A page of every company's attendees that are not deleted, by id after `afterId` (system mode: the one-off backfill). */
export function attendeesOfAllCompanies(tx: Tx, afterId: string | null, take: number): Promise<AttendeeRow[]> {
  return tx.attendee.findMany({
    where: { ...notDeleted, ...(afterId ? { id: { gt: afterId } } : {}) },
    include: withMemberships,
    orderBy: { id: 'asc' },
    take,
  });
}

/** One attendee per application user: the first of each (by the page's order). */
export function distinctAppUsers(tx: Tx) {
  const base = attendeesWithMemberships(tx);
  return {
    findMany: (args: unknown) => base.findMany({ ...(args as object), distinct: ['applicationUserId'] }),
    count: async (args: unknown) => {
      const where = (args as { where?: Prisma.AttendeeWhereInput }).where ?? {};
      const groups = await tx.attendee.groupBy({ by: ['applicationUserId'], where: { AND: [notDeleted, where] } });
      return groups.length;
    },
  };
}

export async function memberNumberTaken(tx: Tx, memberNumber: string, exceptId?: string): Promise<boolean> {
  const found = await tx.attendee.findFirst({
    where: { memberNumber, ...notDeleted, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

export async function memberNumbers(tx: Tx): Promise<string[]> {
  const rows = await tx.attendee.findMany({ where: { memberNumber: { not: null }, ...notDeleted }, select: { memberNumber: true } });
  return rows.map((r) => r.memberNumber!);
}

/** The columns of an attendee as the operations decide them (dates as yyyy-mm-dd). */
export interface AttendeeColumns {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  salutation?: string | null;
  title?: string | null;
  text?: string | null;
  zip?: string | null;
  street?: string | null;
  city?: string | null;
  birthday?: string | null;
  fromDate?: string | null;
  tillDate?: string | null;
  memberNumber?: string | null;
  mainLocationId?: string | null;
  memberStatusId?: string | null;
  active?: boolean;
  unlocked?: boolean;
  agreedWithReceivingEmails?: boolean;
  attendeeRoleIds?: string[];
  userName?: string | null;
  applicationUserId?: string | null;
}

const date = (d: string | null | undefined) => (d === undefined ? undefined : d === null ? null : toDbDate(d));

function toData(c: Partial<AttendeeColumns>) {
  const { birthday, fromDate, tillDate, ...rest } = c;
  return { ...rest, birthday: date(birthday), fromDate: date(fromDate), tillDate: date(tillDate) };
}

export function insertAttendee(tx: Tx, columns: AttendeeColumns): Promise<Attendee> {
  const { firstName, lastName, ...rest } = toData(columns);
  return tx.attendee.create({ data: { id: randomUUID(), firstName: firstName!, lastName: lastName!, ...rest } });
}

/** Writes the given columns; `undefined` leaves a column as it is, `null` clears it. */
export async function updateAttendeeRow(tx: Tx, id: string, columns: Partial<AttendeeColumns>): Promise<void> {
  await tx.attendee.update({ where: { id }, data: toData(columns) });
}

export async function markAttendeeDeleted(tx: Tx, id: string, at: Date): Promise<void> {
  await tx.attendee.update({ where: { id }, data: { deletedDate: at } });
}

/** An attendee as reads answer it: with its locations' names and its departments (identity's, from read models). */
export type AttendeeView = AttendeeRow & { mainLocationName: string | null; additionalLocationNames: string[]; departmentIds: string[] };

export async function withNames(tx: Tx, rows: AttendeeRow[]): Promise<AttendeeView[]> {
  const ids = [
    ...new Set(rows.flatMap((r) => [r.mainLocationId, ...r.locations.map((l) => l.locationId)]).filter((id): id is string => id !== null)),
  ];
  const names = ids.length ? await tx.locationView.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  const departments = await departmentIdsOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    mainLocationName: r.mainLocationId ? (byId.get(r.mainLocationId) ?? null) : null,
    additionalLocationNames: r.locations.flatMap((l) => byId.get(l.locationId) ?? []).sort(),
    departmentIds: departments.get(r.id) ?? [],
  }));
}

export async function viewOf(tx: Tx, row: AttendeeRow): Promise<AttendeeView> {
  return (await withNames(tx, [row]))[0]!;
}
