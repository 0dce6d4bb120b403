import { randomUUID } from 'node:crypto';
import type { Db } from '@takt/kit';
import type { LocationInput, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishLocationCreated } from '../events/location-created.ts';
import type { Client } from '../store/client.ts';
import { insertLocation } from '../store/locations.ts';
import { locationAuditView, locationColumns, setLocationResponsibles } from '../store/location-details.ts';
import { requireStaff } from './require-staff.ts';
import { actorOf } from '../store/users.ts';

export function createLocation(db: Db<Client>, user: UserCaller, body: LocationInput): Promise<{ id: string }> {
  return db.tx(async (tx) => {
    const id = randomUUID();
    if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
    const created = await insertLocation(tx, { id, ...locationColumns(body) });
    if (body.responsibleIds) await setLocationResponsibles(tx, id, body.responsibleIds);
    await publishLocationCreated(tx, created);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Location',
      entityId: id,
      action: 'created',
      after: locationAuditView(created),
    });
    return { id };
  });
}
