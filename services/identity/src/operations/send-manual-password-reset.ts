import { notFound, type Db } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { actorOfUser } from '../store/users.ts';
import { mailResetLink } from './send-reset-link.ts';
import { findLiveUser } from '../store/user-rows.ts';

/** An admin or manager sends a user of their own company a link to set a new password. */
export async function sendManualPasswordReset(
  db: Db<Client>,
  caller: UserCaller,
  body: { applicationUserId: string; language?: 'de' | 'en' },
): Promise<{ ok: true }> {
  await db.tx(async (tx) => {
    const user = await findLiveUser(tx, body.applicationUserId);
    if (!user) throw notFound('User');
    await mailResetLink(tx, user, { template: 'manual-password-reset', style: 'new-password', locale: body.language });
    await recordAudit(tx, await actorOfUser(tx, caller.userId), {
      entityType: 'User',
      entityId: user.id,
      action: 'password_reset',
      after: { resetLinkSent: true },
    });
  });
  return { ok: true };
}
