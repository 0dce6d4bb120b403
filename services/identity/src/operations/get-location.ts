import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { findLocation } from '../store/locations.ts';
import { locationDetails, type LocationDetails } from '../store/location-details.ts';

export function getLocation(db: Db<Client>, id: string): Promise<LocationDetails> {
  return db.tx(async (tx) => {
    const row = await findLocation(tx, id);
    if (!row) throw notFound('Location');
    return locationDetails(tx, row);
  });
}
