import type { TxClient } from '@takt/kit';
import { Authority } from '@takt/proto';
import type { Client } from './client.ts';

/** Licences of a company while no subscription has set a number. */
export const DEFAULT_TOTAL_LICENCES = 5;

/**
 * Licence figures of the current tenant for GetMe: the licences (the default until billing sets a
 * number) and the active users holding one (active, not deleted actual employees).
 */
export async function licenceFigures(tx: TxClient<Client>): Promise<{ totalLicences: number; activeUsers: number }> {
  const activeUsers = await tx.user.count({
    where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager, Authority.Employee] } },
  });
  return { totalLicences: DEFAULT_TOTAL_LICENCES, activeUsers };
}
