import { notFound, type Db } from '@takt/kit';
import type { WaitingListPrint } from '@takt/proto';
import type { z } from 'zod';
import type { Client } from '../store/client.ts';
import { courseNameOfDateTime, namesOf, waitingLineOf } from '../store/print-lists.ts';
import { dateTimeKnown } from '../store/waiting-positions.ts';

/** A course date-time's waiting line to print, in order; an empty line prints as empty. */
export function printWaitingList(db: Db<Client>, dateTimeId: string): Promise<z.input<typeof WaitingListPrint>> {
  return db.tx(async (tx) => {
    const line = await waitingLineOf(tx, dateTimeId);
    // Another company's date-time (or none) is unknown here: its appointments are not the caller's.
    if (line.length === 0 && !(await dateTimeKnown(tx, dateTimeId))) throw notFound('Course date-time');
    const names = await namesOf(
      tx,
      line.map((p) => p.attendeeId),
    );
    return {
      dateTimeId,
      courseName: await courseNameOfDateTime(tx, dateTimeId),
      rows: line.map((p) => ({
        position: p.position,
        attendeeFullName: names.get(p.attendeeId) ?? '',
        createdDate: p.createdDate.toISOString(),
      })),
    };
  });
}
