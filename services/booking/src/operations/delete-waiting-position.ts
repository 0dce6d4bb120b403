import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findWaitingPosition, lockLine } from '../store/waiting-positions.ts';
import { leaveLine } from './waiting-position-steps.ts';

/** Takes an attendee out of its waiting line; those behind move up. Answers the removed place. */
export function deleteWaitingPosition(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    const before = await findWaitingPosition(tx, id);
    if (!before) throw notFound('Waiting position');
    await lockLine(tx, before.dateTimeId);
    const row = await findWaitingPosition(tx, id);
    if (!row) throw notFound('Waiting position');
    await leaveLine(tx, row);
    return row;
  });
}
