import { notFound, type Db } from '@takt/kit';
import type { LocationInput, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import {
  locationAuditView,
  locationColumns,
  locationDetails,
  setLocationResponsibles,
  type LocationDetails,
} from '../store/location-details.ts';
import { requireStaff } from '../store/staff.ts';
import { actorOf } from '../store/users.ts';

export function updateLocation(db: Db<Client>, user: UserCaller, id: string, body: LocationInput): Promise<LocationDetails> {
  return db.tx(async (tx) => {
    const before = await tx.location.findFirst({ where: { id } });
    if (!before) throw notFound('Location');
    if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
    const after = await tx.location.update({ where: { id }, data: locationColumns(body) });
    if (body.responsibleIds) await setLocationResponsibles(tx, id, body.responsibleIds);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Location',
      entityId: id,
      action: 'updated',
      before: locationAuditView(before),
      after: locationAuditView(after),
    });
    return locationDetails(tx, after);
  });
}
