import { notFound, type Db } from '@takt/kit';
import { movePlace } from '../domain/waiting-line.ts';
import type { Client } from '../store/client.ts';
import { findWaitingPosition, lineLength, lockLine } from '../store/waiting-positions.ts';
import { moveInLine } from './waiting-position-steps.ts';

/** Moves an attendee to another place in its line (past the end: the last); the others close up. */
export function moveWaitingPosition(db: Db<Client>, id: string, position: number) {
  return db.tx(async (tx) => {
    const before = await findWaitingPosition(tx, id);
    if (!before) throw notFound('Waiting position');
    await lockLine(tx, before.dateTimeId);
    // Read again under the lock: a concurrent change may have moved it.
    const row = await findWaitingPosition(tx, id);
    if (!row) throw notFound('Waiting position');
    return moveInLine(tx, row, movePlace(await lineLength(tx, row.dateTimeId), position));
  });
}
