import { isValidIban, normalizeIban } from '@takt/proto';
import { creditorIdProblem, normalizeCreditorId } from './creditor-id.ts';

export type CreditorProblem = 'missing_name' | 'invalid_iban' | 'invalid_creditor_id';

export interface Creditor {
  name: string;
  iban: string;
  creditorId: string;
}

/** The company as creditor of a direct debit, or what keeps it from being one. */
export function creditorOf(
  company: { name: string; iban: string | null; creditorIdentifier: string | null } | null,
): Creditor | CreditorProblem {
  if (!company?.name.trim()) return 'missing_name';
  if (!company.iban || !isValidIban(company.iban)) return 'invalid_iban';
  if (!company.creditorIdentifier || creditorIdProblem(company.creditorIdentifier)) return 'invalid_creditor_id';
  return { name: company.name.trim(), iban: normalizeIban(company.iban), creditorId: normalizeCreditorId(company.creditorIdentifier) };
}
