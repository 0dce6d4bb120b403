import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** `companyId` names the location's company where no tenant is set (the backfill runs in system mode). */
export async function publishLocationCreated(
  tx: TxClient<Client>,
  location: { id: string; name: string },
  companyId?: string,
): Promise<void> {
  await publishEvent(tx, IdentityEvents.LocationCreated, { locationId: location.id, name: location.name }, companyId);
}
