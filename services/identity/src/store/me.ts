import { unauthorized, type TxClient } from '@takt/kit';
import { grantedFlags, primaryRole, rolesOf, type Me, type UserCaller } from '@takt/proto';
import { trialDaysLeft, trialEndingSoon } from '../domain/trial.ts';
import type { Client } from './client.ts';
import { licenceInfo } from './licences.ts';
import { permissionsOf } from './permissions.ts';

/** Spec section 9: auto logout after 30 idle minutes unless the company sets otherwise. */
export const DEFAULT_INACTIVITY_MINUTES = 30;

/** GetMe: the caller's account, company, permissions, role flags, trial and licence figures. */
export async function loadMe(tx: TxClient<Client>, caller: UserCaller): Promise<Me> {
  const account = await tx.user.findFirst({ where: { id: caller.userId, deletedDate: null } });
  const company = await tx.company.findUnique({ where: { id: caller.companyId } });
  if (!account || !company || company.deletedDate) throw unauthorized();
  const roles = rolesOf(account.authorities);
  const daysLeft = trialDaysLeft(company.trialBeginDate);
  const licences = await licenceInfo(tx);
  return {
    account: {
      id: account.id,
      userName: account.userName,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      authorities: account.authorities,
      language: account.language,
      emailConfirmed: account.emailConfirmed,
      inactivityMinutes: company.inactivityMinutes ?? DEFAULT_INACTIVITY_MINUTES,
    },
    company: {
      id: company.id,
      name: company.name,
      trialBeginDate: company.trialBeginDate?.toISOString() ?? null,
      trialDaysLeft: daysLeft,
      trialExpired: daysLeft === 0,
      trialEndingSoon: trialEndingSoon(daysLeft),
    },
    roles: roles.length ? roles : [primaryRole(account.authorities)],
    isAdmin: roles.includes('admin'),
    isManager: roles.includes('manager'),
    isEmployee: roles.includes('employee'),
    isTrainer: roles.includes('trainer'),
    isAttendee: roles.includes('attendee') || roles.length === 0,
    permissions: grantedFlags(await permissionsOf(tx, account)),
    totalLicences: licences.totalLicences,
    totalActiveUsersInDb: licences.activeUsers,
    impersonatedBy: caller.impersonatorId ?? null,
  };
}
