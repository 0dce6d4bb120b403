import { fail, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { hasFreeLicence } from '../domain/licences.ts';
import type { Client } from '../store/client.ts';
import { licenceInfo, lockLicences } from '../store/licences.ts';

/**
 * Throws 409 licence_required unless a licence is free. Holds a per-company lock until the
 * transaction ends, so two activations cannot both take the last licence.
 */
export async function assertFreeLicence(tx: TxClient<Client>, companyId: string): Promise<void> {
  await lockLicences(tx, companyId);
  const { totalLicences, activeUsers } = await licenceInfo(tx);
  if (!hasFreeLicence(totalLicences, activeUsers)) {
    throw fail(ErrorCode.LicenceRequired, 'No free licence: order more licences to activate this employee', {
      totalLicences,
      activeUsers,
    });
  }
}
