import { notFound, type Db } from '@takt/kit';
import { findAttendee, viewOf, type AttendeeView } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';

export function getAttendee(db: Db<Client>, id: string): Promise<AttendeeView> {
  return db.tx(async (tx) => {
    const row = await findAttendee(tx, id);
    if (!row) throw notFound('Attendee');
    return viewOf(tx, row);
  });
}
