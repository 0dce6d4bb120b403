import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { deleteLocationRow, findLocation } from '../store/locations.ts';
import { locationAuditView } from '../store/location-details.ts';
import { actorOf } from '../store/users.ts';

/** Employees, responsibles, opening hours and department refs go with it (foreign keys cascade). */
export async function deleteLocation(db: Db<Client>, user: UserCaller, id: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const before = await findLocation(tx, id);
    if (!before) throw notFound('Location');
    await deleteLocationRow(tx, id);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Location',
      entityId: id,
      action: 'deleted',
      before: locationAuditView(before),
    });
  });
  return { ok: true };
}
