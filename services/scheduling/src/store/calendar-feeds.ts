import { randomBytes, randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { CalendarFeed } from './generated/client.ts';

type Tx = TxClient<Client>;

/** 32 random bytes, base64url: the feed's URL is its only secret. */
export const insertCalendarFeed = (tx: Tx, kind: string, targetId: string): Promise<CalendarFeed> =>
  tx.calendarFeed.create({ data: { id: randomUUID(), token: randomBytes(32).toString('base64url'), kind, targetId } });

/** Staff's feeds (locations and trainers); a person's own feed shows their bookings and stays theirs. */
export const STAFF_FEED_KINDS = ['location', 'trainer'];
export const OWN_FEED_KIND = 'member';

type FeedScope = { kinds: readonly string[]; targetId?: string };

export const calendarFeeds = (tx: Tx, scope: FeedScope): Promise<CalendarFeed[]> =>
  tx.calendarFeed.findMany({ where: { kind: { in: [...scope.kinds] }, targetId: scope.targetId }, orderBy: { createdDate: 'asc' } });

/** Answers whether there was such a feed within the scope, in the tenant of `tx`. */
export async function deleteCalendarFeed(tx: Tx, id: string, scope: FeedScope): Promise<boolean> {
  return (await tx.calendarFeed.deleteMany({ where: { id, kind: { in: [...scope.kinds] }, targetId: scope.targetId } })).count > 0;
}

/** The appointments a login booked (confirmed or waiting), as scheduling learned them from booking. */
export async function bookedAppointmentIds(tx: Tx, applicationUserId: string): Promise<string[]> {
  const rows = await tx.appointmentParticipant.findMany({ where: { applicationUserId }, select: { appointmentId: true } });
  return rows.map((r) => r.appointmentId);
}

/** Across companies (the token is the caller's only credential): run as system work. */
export const findFeedByToken = (tx: Tx, token: string): Promise<CalendarFeed | null> => tx.calendarFeed.findUnique({ where: { token } });

export async function locationNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.locationView.findMany({ where: { id: { in: [...ids] } }, select: { id: true, name: true } });
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Names of feed targets: locations and trainers by id. */
export async function targetNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const trainers = await tx.trainerView.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, firstName: true, lastName: true },
  });
  const names = await locationNames(tx, ids);
  for (const t of trainers) names.set(t.id, `${t.firstName} ${t.lastName}`.trim());
  return names;
}

export const trainerKnown = async (tx: Tx, id: string): Promise<boolean> =>
  (await tx.trainerView.findFirst({ where: { id }, select: { id: true } })) !== null;

export const feedPath = (token: string) => `/api/Calendar/Ical/${token}.ics`;
