import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Presence } from './generated/client.ts';
import { fullNameOf } from './attendee-names.ts';
import { leaveRoomsOf } from './room-presences.ts';

type Tx = TxClient<Client>;

/** A person as presence knows them: a member by attendee id, or a staff user by user id. */
export interface Visitor {
  attendeeId: string | null;
  applicationUserId: string | null;
  role: string;
}

export const whoWhere = (v: Pick<Visitor, 'attendeeId' | 'applicationUserId'>) =>
  v.attendeeId ? { attendeeId: v.attendeeId } : { applicationUserId: v.applicationUserId, attendeeId: null };

export const findOpenVisit = (tx: Tx, v: Visitor) => tx.presence.findFirst({ where: { ...whoWhere(v), dateLeave: null } });

export const latestVisit = (tx: Tx, v: Visitor) => tx.presence.findFirst({ where: whoWhere(v), orderBy: { dateEnter: 'desc' } });

export const openVisit = (tx: Tx, v: Visitor, locationId: string, text: string | null) =>
  tx.presence.create({ data: { id: randomUUID(), ...v, locationId, text } });

/** Ends a visit, and its stay in a room with it. */
export async function closeVisit(tx: Tx, id: string): Promise<Presence> {
  const at = new Date();
  await leaveRoomsOf(tx, [id], at);
  return tx.presence.update({ where: { id }, data: { dateLeave: at } });
}

export async function closeOpenVisitsOf(tx: Tx, attendeeIds: string[]): Promise<number> {
  const open = await tx.presence.findMany({ where: { attendeeId: { in: attendeeIds }, dateLeave: null }, select: { id: true } });
  const at = new Date();
  await leaveRoomsOf(
    tx,
    open.map((v) => v.id),
    at,
  );
  const { count } = await tx.presence.updateMany({
    where: { id: { in: open.map((v) => v.id) }, dateLeave: null },
    data: { dateLeave: at },
  });
  return count;
}

export async function linkAttendances(tx: Tx, presenceId: string, attendanceIds: string[]): Promise<void> {
  await tx.presenceAttendance.createMany({
    data: attendanceIds.map((attendanceId) => ({ presenceId, attendanceId })),
    skipDuplicates: true,
  });
}

export const countOpenVisits = (tx: Tx, f: { locationId?: string | null; roles?: string[] | null; applicationUserId?: string | null }) =>
  tx.presence.count({
    where: {
      dateLeave: null,
      ...(f.locationId ? { locationId: f.locationId } : {}),
      ...(f.roles?.length ? { role: { in: f.roles } } : {}),
      ...(f.applicationUserId ? { applicationUserId: f.applicationUserId } : {}),
    },
  });

export type PresenceRow = Presence & { fullName: string | null; locationName: string | null; attendanceIds: string[] };

/** Visits with what their responses show: the member's name, the location's name, the attendances. */
export async function withPresenceDetails(tx: Tx, rows: Presence[]): Promise<PresenceRow[]> {
  const attendeeIds = [...new Set(rows.flatMap((r) => r.attendeeId ?? []))];
  const [attendees, locations, links] = await Promise.all([
    tx.attendeeView.findMany({ where: { id: { in: attendeeIds } } }),
    tx.locationView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.locationId))] } } }),
    tx.presenceAttendance.findMany({ where: { presenceId: { in: rows.map((r) => r.id) } } }),
  ]);
  const names = new Map(attendees.map((a) => [a.id, fullNameOf(a)]));
  const places = new Map(locations.map((l) => [l.id, l.name]));
  return rows.map((r) => ({
    ...r,
    fullName: r.attendeeId ? (names.get(r.attendeeId) ?? null) : null,
    locationName: places.get(r.locationId) ?? null,
    attendanceIds: links.filter((l) => l.presenceId === r.id).map((l) => l.attendanceId),
    // A row just updated in this transaction carries the generated column as it was before.
    isOnline: r.dateLeave === null,
  }));
}

/** How many of these attendances belong to the attendee (a foreign or unknown id counts nothing). */
export const countOwnAttendances = (tx: Tx, attendeeId: string, ids: string[]) =>
  tx.attendance.count({ where: { id: { in: ids }, attendeeId } });

/** The attendees of these attendances; undefined when one of them is unknown (or another company's). */
export async function attendeesOfAttendances(tx: Tx, ids: string[]): Promise<string[] | undefined> {
  const rows = await tx.attendance.findMany({ where: { id: { in: ids } }, select: { attendeeId: true } });
  if (rows.length < new Set(ids).size) return undefined;
  return [...new Set(rows.map((r) => r.attendeeId))];
}

export const findMemberByLogin = (tx: Tx, applicationUserId: string) => tx.attendeeView.findFirst({ where: { applicationUserId } });
