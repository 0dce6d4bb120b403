import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishUserLanguageChanged } from '../events/user-language.ts';
import type { Client } from '../store/client.ts';
import { actorOf } from '../store/users.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

export async function updateLanguage(db: Db<Client>, user: UserCaller, language: string): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const before = await findLiveUser(tx, user.userId);
    if (!before) throw notFound('User');
    await updateUserRow(tx, user.userId, { language });
    await publishUserLanguageChanged(tx, user.userId, language);
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
