import { fail, type Db } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { consumeUserToken } from '../store/user-tokens.ts';
import { actorOfUser } from '../store/users.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

/** Uses up a confirmation key and marks the address confirmed (once; audited). */
export async function confirmEmail(db: Db<Client>, key: string, userId?: string): Promise<{ ok: true }> {
  await db.system(async (tx) => {
    const row = await consumeUserToken(tx, key, 'email_confirmation', userId);
    if (!row) throw fail(ErrorCode.TokenInvalid, 'The confirmation link is invalid or has expired');
    const user = await findLiveUser(tx, row.userId);
    if (!user) throw fail(ErrorCode.TokenInvalid, 'The confirmation link is invalid or has expired');
    if (user.emailConfirmed) return;
    await updateUserRow(tx, user.id, { emailConfirmed: true });
    await recordAudit(
      tx,
      await actorOfUser(tx, user.id),
      { entityType: 'User', entityId: user.id, action: 'updated', before: { emailConfirmed: false }, after: { emailConfirmed: true } },
      user.companyId,
    );
  });
  return { ok: true };
}
