import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents, type PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';

/** Announces a new company in its own tenant (sign-up runs before a tenant is known). */
export async function publishCompanyCreated(tx: TxClient<Client>, p: PayloadOf<typeof IdentityEvents.CompanyCreated>): Promise<void> {
  await publishEvent(tx, IdentityEvents.CompanyCreated, p, p.companyId);
}
