import { lockUntilCommit, writeUnlessNewer, type TxClient } from '@takt/kit';
import { Authority } from '@takt/proto';
import { moreLicencesNeeded, TRIAL_LICENCES } from '../domain/licences.ts';
import type { Client } from './client.ts';

export interface LicenceInfo {
  totalLicences: number;
  activeUsers: number;
  moreLicencesNeeded: boolean;
  maxAttendees: number | null;
  stripeCustomerId: string | null;
}

/** Licences of the current tenant (the trial's number while none is stored) and the users holding one. */
export async function licenceInfo(tx: TxClient<Client>): Promise<LicenceInfo> {
  const row = await tx.companyLicence.findFirst();
  const totalLicences = row?.totalLicences ?? TRIAL_LICENCES;
  const activeUsers = await tx.user.count({
    where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager, Authority.Employee] } },
  });
  return {
    totalLicences,
    activeUsers,
    moreLicencesNeeded: moreLicencesNeeded(totalLicences, activeUsers),
    maxAttendees: row?.maxAttendees ?? null,
    stripeCustomerId: row?.stripeCustomerId ?? null,
  };
}

/** Serialises licence checks per company until the transaction ends. */
export async function lockLicences(tx: TxClient<Client>, companyId: string): Promise<void> {
  await lockUntilCommit(tx, `licence:${companyId}`);
}

export interface LicenceFigures {
  totalLicences: number | null;
  maxAttendees: number | null;
  stripeCustomerId: string | null;
}

/** The current tenant's licence figures as billing set them at `at` (the event's occurredAt), unless newer ones are stored. */
export async function writeLicenceFigures(tx: TxClient<Client>, companyId: string, figures: LicenceFigures, at: Date): Promise<void> {
  await writeUnlessNewer(tx.companyLicence, { companyId }, 'figuresAt', { ...figures, updatedDate: new Date() }, at);
}
