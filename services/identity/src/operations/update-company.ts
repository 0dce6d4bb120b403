import { validationFailed, type Db } from '@takt/kit';
import type { CompanyData, UserCaller } from '@takt/proto';
import { isAllowedCountry } from '../domain/countries.ts';
import { recordAudit } from '../events/audit.ts';
import { publishCompanySaved } from '../events/company-saved.ts';
import type { Client } from '../store/client.ts';
import { companyAuditView, companyNameTaken, supportEmailTaken, updateCompanyRow } from '../store/companies.ts';
import { companyRaceFailure, liveCompany, nameTaken, supportEmailTakenError } from './company-steps.ts';
import type { Company } from '../store/generated/client.ts';
import { actorOf } from '../store/users.ts';

export async function updateCompany(db: Db<Client>, user: UserCaller, body: CompanyData): Promise<Company> {
  if (!isAllowedCountry(body.countryId)) throw validationFailed([{ field: 'countryId', message: 'not one of the allowed countries' }]);
  return db
    .tx(async (tx) => {
      const before = await liveCompany(tx, user.companyId);
      // The company table is global: these checks see every company, as uniqueness needs.
      if (await companyNameTaken(tx, body.name, before.id)) throw nameTaken('name');
      if (body.supportEmail && (await supportEmailTaken(tx, body.supportEmail, before.id))) throw supportEmailTakenError('supportEmail');
      const after = await updateCompanyRow(tx, before.id, body);
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'Company',
        entityId: before.id,
        action: 'updated',
        before: companyAuditView(before),
        after: companyAuditView(after),
      });
      await publishCompanySaved(tx, after);
      return after;
    })
    .catch((err: unknown) => {
      throw companyRaceFailure(err);
    });
}
