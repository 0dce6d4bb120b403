import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationExists } from '../store/locations.ts';
import { setLocationResponsibles } from '../store/location-details.ts';
import { locationResponsiblesOf } from '../store/responsibles.ts';
import { requireStaff } from './require-staff.ts';

/** AddMultiple: the staff members given become the location's whole set of responsibles. */
export function replaceLocationResponsibles(db: Db<Client>, locationId: string, responsibleIds: string[]) {
  return db.tx(async (tx) => {
    if (!(await locationExists(tx, locationId))) throw notFound('Location');
    await requireStaff(tx, responsibleIds);
    await setLocationResponsibles(tx, locationId, responsibleIds);
    return locationResponsiblesOf(tx, locationId);
  });
}
