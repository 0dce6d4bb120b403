import { notFound, type Db } from '@takt/kit';
import type { LocationInput, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishLocationUpdated } from '../events/organisation-names.ts';
import type { Client } from '../store/client.ts';
import { findLocation, updateLocationRow } from '../store/locations.ts';
import {
  locationAuditView,
  locationColumns,
  locationDetails,
  setLocationResponsibles,
  type LocationDetails,
} from '../store/location-details.ts';
import { requireStaff } from './require-staff.ts';
import { actorOf } from '../store/users.ts';

export function updateLocation(db: Db<Client>, user: UserCaller, id: string, body: LocationInput): Promise<LocationDetails> {
  return db.tx(async (tx) => {
    const before = await findLocation(tx, id);
    if (!before) throw notFound('Location');
    if (body.responsibleIds) await requireStaff(tx, body.responsibleIds);
    const after = await updateLocationRow(tx, id, locationColumns(body));
    if (body.responsibleIds) await setLocationResponsibles(tx, id, body.responsibleIds);
    await publishLocationUpdated(tx, after);
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
