import { localDate, type Db } from '@takt/kit';
import { countFutureBookings } from '../store/attendee-bookings.ts';
import type { Client } from '../store/client.ts';
import { mustFindAttendee } from './attendee-steps.ts';

export function checkFutureBookings(db: Db<Client>, id: string): Promise<{ hasFutureBookings: boolean; count: number }> {
  return db.tx(async (tx) => {
    await mustFindAttendee(tx, id);
    const count = await countFutureBookings(tx, id, localDate());
    return { hasFutureBookings: count > 0, count };
  });
}
