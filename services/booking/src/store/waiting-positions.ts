import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { AttendeeCourseWaitingPosition as Row } from './generated/client.ts';

type Tx = TxClient<Client>;

/** Serialises every change of one date-time's line until the commit (renumbering reads then writes). */
export async function lockLine(tx: Tx, dateTimeId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`waiting-line:${dateTimeId}`}, 0))`;
}

export const findWaitingPosition = (tx: Tx, id: string): Promise<Row | null> =>
  tx.attendeeCourseWaitingPosition.findFirst({ where: { id } });

export const findInLine = (tx: Tx, dateTimeId: string, attendeeId: string): Promise<Row | null> =>
  tx.attendeeCourseWaitingPosition.findFirst({ where: { dateTimeId, attendeeId } });

export const lineLength = (tx: Tx, dateTimeId: string): Promise<number> =>
  tx.attendeeCourseWaitingPosition.count({ where: { dateTimeId } });

/** Whether booking knows the date-time (an appointment it generated is in the read model). */
export async function dateTimeKnown(tx: Tx, dateTimeId: string): Promise<boolean> {
  return (await tx.appointmentView.count({ where: { dateTimeId } })) > 0;
}

/** Moves the line's positions lowest..highest (inclusive; null: to the end) by `by`. */
export async function shiftLine(tx: Tx, dateTimeId: string, lowest: number, highest: number | null, by: 1 | -1): Promise<void> {
  await tx.attendeeCourseWaitingPosition.updateMany({
    where: { dateTimeId, position: { gte: lowest, ...(highest === null ? {} : { lte: highest }) } },
    data: { position: { increment: by } },
  });
}

export const insertWaitingPosition = (
  tx: Tx,
  row: { attendeeId: string; dateTimeId: string; position: number; createdByUserId: string | null },
): Promise<Row> => tx.attendeeCourseWaitingPosition.create({ data: { id: randomUUID(), ...row } });

export const setPosition = (tx: Tx, id: string, position: number): Promise<Row> =>
  tx.attendeeCourseWaitingPosition.update({ where: { id }, data: { position } });

export async function deleteWaitingPositionRow(tx: Tx, id: string): Promise<void> {
  await tx.attendeeCourseWaitingPosition.delete({ where: { id } });
}

/** The page's positions with the attendee's names. */
export async function withWaitingNames(tx: Tx, rows: Row[]) {
  const attendees = await tx.attendeeView.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.attendeeId))] } } });
  const byId = new Map(attendees.map((a) => [a.id, a]));
  return rows.map((r) => ({ ...r, firstName: byId.get(r.attendeeId)?.firstName, lastName: byId.get(r.attendeeId)?.lastName }));
}
