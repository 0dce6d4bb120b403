import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { deleteLink, findLink } from '../store/presence-attendances.ts';

/** Removes a link; the visit and the booking stay. */
export function deletePresenceAttendance(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    if (!(await findLink(tx, id))) throw notFound('PresenceAttendance');
    return deleteLink(tx, id);
  });
}
