import { notFound, type Db } from '@takt/kit';
import { findAttendee, type AttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';

export async function getAttendee(db: Db<Client>, id: string): Promise<AttendeeRow> {
  const row = await db.tx((tx) => findAttendee(tx, id));
  if (!row) throw notFound('Attendee');
  return row;
}
