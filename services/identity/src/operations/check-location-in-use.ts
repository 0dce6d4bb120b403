import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';

/** Whether employees or responsibles still hang on the location (the web app warns before deleting). */
export function checkLocationInUse(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    if (!(await tx.location.findFirst({ where: { id }, select: { id: true } }))) throw notFound('Location');
    const locationEmployees = await tx.locationEmployee.count({ where: { locationId: id } });
    const responsibles = await tx.locationResponsible.count({ where: { locationId: id } });
    return { inUse: locationEmployees + responsibles > 0, locationEmployees, responsibles };
  });
}
