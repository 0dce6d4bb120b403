import { fail, lockUntilCommit, type TxClient } from '@takt/kit';
import { Authority, ErrorCode } from '@takt/proto';
import { hasFreeLicence, moreLicencesNeeded, TRIAL_LICENCES } from '../domain/licences.ts';
import type { Client } from './client.ts';

export interface LicenceInfo {
  totalLicences: number;
  activeUsers: number;
  moreLicencesNeeded: boolean;
}

/** Licences of the current tenant (the trial's number while none is stored) and the users holding one. */
export async function licenceInfo(tx: TxClient<Client>): Promise<LicenceInfo> {
  const row = await tx.companyLicence.findFirst();
  const totalLicences = row?.totalLicences ?? TRIAL_LICENCES;
  const activeUsers = await tx.user.count({
    where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager, Authority.Employee] } },
  });
  return { totalLicences, activeUsers, moreLicencesNeeded: moreLicencesNeeded(totalLicences, activeUsers) };
}

/**
 * Throws 409 licence_required unless a licence is free. Holds a per-company lock until the
 * transaction ends, so two activations cannot both take the last licence.
 */
export async function assertFreeLicence(tx: TxClient<Client>, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `licence:${companyId}`);
  const { totalLicences, activeUsers } = await licenceInfo(tx);
  if (!hasFreeLicence(totalLicences, activeUsers)) {
    throw fail(ErrorCode.LicenceRequired, 'No free licence: order more licences to activate this employee', {
      totalLicences,
      activeUsers,
    });
  }
}
