import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findLink } from '../store/presence-attendances.ts';

export function getPresenceAttendance(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    const link = await findLink(tx, id);
    if (!link) throw notFound('PresenceAttendance');
    return link;
  });
}
