import { notFound, revokeSessions, type Cache, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { companyAuditView, updateCompanyRow } from '../store/companies.ts';
import { liveCompany } from './company-steps.ts';
import { revokeCompanySessions } from '../store/session.ts';
import { actorOf } from '../store/users.ts';

/**
 * Soft delete: the row stays (its name stays reserved, other services keep their references),
 * every read answers 404 and the company's refresh tokens are revoked.
 */
export async function deleteCompany(db: Db<Client>, cache: Cache, user: UserCaller, id: string): Promise<{ ok: true }> {
  if (id !== user.companyId) throw notFound('Company');
  await db.tx(async (tx) => {
    const before = await liveCompany(tx, user.companyId);
    await updateCompanyRow(tx, before.id, { deletedDate: new Date() });
    await revokeCompanySessions(tx);
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'Company',
      entityId: before.id,
      action: 'deleted',
      before: companyAuditView(before),
    });
  });
  await revokeSessions(cache, 'company', user.companyId);
  return { ok: true };
}
