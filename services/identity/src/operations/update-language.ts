import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { actorOf } from '../store/users.ts';

export async function updateLanguage(db: Db<Client>, user: UserCaller, language: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const before = await tx.user.findFirst({ where: { id: user.userId, deletedDate: null } });
    if (!before) throw notFound('User');
    await tx.user.update({ where: { id: user.userId }, data: { language } });
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'User',
      entityId: user.userId,
      action: 'updated',
      before: { language: before.language },
      after: { language },
    });
  });
  return { ok: true };
}
