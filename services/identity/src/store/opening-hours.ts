import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { LocationOpeningHours } from './generated/client.ts';

export function openingHoursOf(tx: TxClient<Client>, locationId: string): Promise<LocationOpeningHours[]> {
  return tx.locationOpeningHours.findMany({ where: { locationId }, orderBy: { position: 'asc' } });
}
