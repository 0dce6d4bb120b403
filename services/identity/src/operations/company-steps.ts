import { asTenant, fail, isUniqueViolation, notFound, type Db, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { findCompany } from '../store/companies.ts';
import type { Company } from '../store/generated/client.ts';

/** The caller's company, or 404 once it is deleted. */
export async function liveCompany(tx: TxClient<Client>, companyId: string): Promise<Company> {
  const company = await findCompany(tx, companyId);
  if (!company || company.deletedDate) throw notFound('Company');
  return company;
}

/**
 * Anonymous reads for one company: scoped to that tenant (queries and row-level security), and
 * only while the company exists and is not deleted.
 */
export function asPublicCompany<T>(
  db: Db<Client>,
  companyId: string,
  fn: (tx: TxClient<Client>, company: Company) => Promise<T>,
): Promise<T> {
  return asTenant(companyId, () => db.tx(async (tx) => fn(tx, await liveCompany(tx, companyId))));
}

export const nameTaken = (field: string) => fail(ErrorCode.CompanyNameTaken, 'A company with this name exists already', { field });
export const supportEmailTakenError = (field: string) =>
  fail(ErrorCode.SupportEmailTaken, 'This support e-mail is used by another company', { field });

/**
 * The unique indexes decide when two requests race past the checks: each keeps the code of its
 * check (decision 0012). `prefix` is where the company fields sit in the body.
 */
export function companyRaceFailure(err: unknown, prefix = ''): unknown {
  if (isUniqueViolation(err, 'company_support_email_unique')) return supportEmailTakenError(`${prefix}supportEmail`);
  if (isUniqueViolation(err, 'company_name_unique')) return nameTaken(`${prefix}name`);
  return err;
}
