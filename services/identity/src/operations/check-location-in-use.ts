import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationExists, locationLinkCounts } from '../store/locations.ts';

/** Whether employees or responsibles still hang on the location (the web app warns before deleting). */
export function checkLocationInUse(db: Db<Client>, id: string) {
  return db.tx(async (tx) => {
    if (!(await locationExists(tx, id))) throw notFound('Location');
    const { locationEmployees, responsibles } = await locationLinkCounts(tx, id);
    return { inUse: locationEmployees + responsibles > 0, locationEmployees, responsibles };
  });
}
