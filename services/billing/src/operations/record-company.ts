import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { upsertCompanyView } from '../store/read-models.ts';

/** A new company: its name, until CompanySaved brings the bank data. */
export function recordCompanyCreated(tx: TxClient<Client>, p: PayloadOf<typeof IdentityEvents.CompanyCreated>): Promise<void> {
  return upsertCompanyView(tx, p.companyId, { name: p.name });
}

/** The company's creditor facts after a change in identity. */
export function recordCompanySaved(tx: TxClient<Client>, p: PayloadOf<typeof IdentityEvents.CompanySaved>): Promise<void> {
  return upsertCompanyView(tx, p.companyId, { name: p.name, iban: p.iban, creditorIdentifier: p.creditorIdentifier });
}
