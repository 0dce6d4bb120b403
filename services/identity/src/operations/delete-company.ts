import { notFound, revokeSessions, type Cache, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { companyAuditView, liveCompany } from '../store/companies.ts';
import { actorOf } from '../store/users.ts';

/**
 * Soft delete: the row stays (its name stays reserved, other services keep their references),
 * every read answers 404 and the company's refresh tokens are revoked.
 */
export async function deleteCompany(db: Db<Client>, cache: Cache, user: UserCaller, id: string): Promise<{ ok: true }> {
  if (id !== user.companyId) throw notFound('Company');
  await db.tx(async (tx) => {
    const before = await liveCompany(tx, user.companyId);
    await tx.company.update({ where: { id: before.id }, data: { deletedDate: new Date() } });
    await tx.refreshToken.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
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
