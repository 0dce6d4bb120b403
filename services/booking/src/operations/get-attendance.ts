import { notFound, type Db } from '@takt/kit';
import { findAttendance } from '../store/attendances.ts';
import type { Client } from '../store/client.ts';
import type { Attendance } from '../store/generated/client.ts';

export async function getAttendance(db: Db<Client>, id: string): Promise<Attendance> {
  const row = await db.tx((tx) => findAttendance(tx, id));
  if (!row) throw notFound('Attendance');
  return row;
}
