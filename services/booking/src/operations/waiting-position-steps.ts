import type { TxClient } from '@takt/kit';
import { shiftBetween } from '../domain/waiting-line.ts';
import type { Client } from '../store/client.ts';
import type { AttendeeCourseWaitingPosition } from '../store/generated/client.ts';
import { deleteWaitingPositionRow, findInLine, lockLine, setPosition, shiftLine } from '../store/waiting-positions.ts';

// Steps shared by the waiting-position operations and series booking (a booked series leaves the line).

type Tx = TxClient<Client>;

/** Takes the row out of its line (under the line's lock); those behind move up. */
export async function leaveLine(tx: Tx, row: AttendeeCourseWaitingPosition): Promise<void> {
  await deleteWaitingPositionRow(tx, row.id);
  await shiftLine(tx, row.dateTimeId, row.position + 1, null, -1);
}

/** Moves the row to `to` (already clamped to the line), shifting those in between. */
export async function moveInLine(tx: Tx, row: AttendeeCourseWaitingPosition, to: number): Promise<AttendeeCourseWaitingPosition> {
  const shift = shiftBetween(row.position, to);
  if (!shift) return row;
  await shiftLine(tx, row.dateTimeId, shift.lowest, shift.highest, shift.by);
  return setPosition(tx, row.id, to);
}

/** A series booked for the attendee ends their wait for it. */
export async function leaveLineOnSeries(tx: Tx, attendeeId: string, dateTimeId: string): Promise<void> {
  await lockLine(tx, dateTimeId);
  const row = await findInLine(tx, dateTimeId, attendeeId);
  if (row) await leaveLine(tx, row);
}
