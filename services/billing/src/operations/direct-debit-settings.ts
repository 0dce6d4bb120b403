import type { Db, TxClient } from '@takt/kit';
import type { DirectDebitSettings } from '@takt/proto';
import { creditorOf } from '../domain/sepa/creditor.ts';
import type { Client } from '../store/client.ts';
import type { CompanyView } from '../store/generated/client.ts';
import { findCompanyView, saveReturnFee } from '../store/read-models.ts';

/** Without a row yet: the spec's default fee of 5.00 EUR. */
export const DEFAULT_RETURN_FEE_CENTS = 500;

function settingsOf(company: CompanyView | null): DirectDebitSettings {
  const creditor = creditorOf(company);
  return {
    returnFeeCents: company?.returnFeeCents ?? DEFAULT_RETURN_FEE_CENTS,
    creditorName: company?.name || null,
    creditorIban: company?.iban ?? null,
    creditorIdentifier: company?.creditorIdentifier ?? null,
    creditorProblem: typeof creditor === 'string' ? creditor : null,
  };
}

export function getDirectDebitSettings(db: Db<Client>): Promise<DirectDebitSettings> {
  return db.tx(async (tx: TxClient<Client>) => settingsOf(await findCompanyView(tx)));
}

export function updateDirectDebitSettings(db: Db<Client>, companyId: string, returnFeeCents: number): Promise<DirectDebitSettings> {
  return db.tx(async (tx) => settingsOf(await saveReturnFee(tx, companyId, returnFeeCents)));
}
