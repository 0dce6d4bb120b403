import { publishEvent, type TxClient } from '@takt/kit';
import { IdentityEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';

type CompanyRow = { id: string; name: string; iban: string | null; creditorIdentifier: string | null };

/** Billing writes direct-debit files in the company's name, from its account, as its creditor id. */
export async function publishCompanySaved(tx: TxClient<Client>, c: CompanyRow): Promise<void> {
  await publishEvent(
    tx,
    IdentityEvents.CompanySaved,
    { companyId: c.id, name: c.name, iban: c.iban, creditorIdentifier: c.creditorIdentifier },
    c.id,
  );
}
