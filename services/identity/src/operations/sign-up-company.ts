import { randomUUID } from 'node:crypto';
import { fail, validationFailed, type Db } from '@takt/kit';
import { Authority, ErrorCode, type CreateCompanyBody } from '@takt/proto';
import { isAllowedCountry } from '../domain/countries.ts';
import { hashPassword } from '../domain/password.ts';
import { publishCompanyCreated } from '../events/company-created.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { companyNameTaken, insertCompany, supportEmailTaken } from '../store/companies.ts';
import { companyRaceFailure, nameTaken, supportEmailTakenError } from './company-steps.ts';
import { requestEmailConfirmation } from './send-email-confirmation.ts';
import { findUserByName, insertUser } from '../store/user-rows.ts';

/** Sign-up: a new company with its first admin, who gets an e-mail confirmation mail. */
export async function signUpCompany(db: Db<Client>, body: CreateCompanyBody) {
  if (!isAllowedCountry(body.company.countryId)) {
    throw validationFailed([{ field: 'company.countryId', message: 'not one of the allowed countries' }]);
  }
  const passwordHash = await hashPassword(body.admin.password);
  const companyId = randomUUID();
  const adminId = randomUUID();
  const trialBeginDate = new Date();
  // Sign-up is the one write without a tenant yet: uniqueness spans all companies.
  await db
    .system(async (tx) => {
      if (await companyNameTaken(tx, body.company.name)) throw nameTaken('company.name');
      if (body.company.supportEmail && (await supportEmailTaken(tx, body.company.supportEmail, companyId))) {
        throw supportEmailTakenError('company.supportEmail');
      }
      const userTaken = await findUserByName(tx, body.admin.userName);
      if (userTaken) throw fail(ErrorCode.UserNameTaken, 'This user name is taken', { field: 'admin.userName' });
      await insertCompany(tx, { id: companyId, ...body.company, trialBeginDate });
      const admin = await insertUser(tx, {
        id: adminId,
        companyId,
        userName: body.admin.userName,
        email: body.admin.email,
        firstName: body.admin.firstName,
        lastName: body.admin.lastName,
        passwordHash,
        authorities: [Authority.Admin],
      });
      await requestEmailConfirmation(tx, admin);
      await publishStaffUserSaved(tx, admin, companyId);
      await publishCompanyCreated(tx, {
        companyId,
        name: body.company.name,
        trialBeginDate: trialBeginDate.toISOString(),
        adminUserId: adminId,
      });
    })
    .catch((err: unknown) => {
      throw companyRaceFailure(err, 'company.');
    });
  return { companyId, adminId, trialBeginDate: trialBeginDate.toISOString() };
}
