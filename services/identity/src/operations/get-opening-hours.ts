import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { locationExists } from '../store/locations.ts';
import type { LocationOpeningHours } from '../store/generated/client.ts';
import { openingHoursOf } from '../store/opening-hours.ts';

export function getOpeningHours(db: Db<Client>, locationId: string): Promise<LocationOpeningHours[]> {
  return db.tx(async (tx) => {
    if (!(await locationExists(tx, locationId))) throw notFound('Location');
    return openingHoursOf(tx, locationId);
  });
}
