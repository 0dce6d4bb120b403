import { forbidden, notFound, type Db } from '@takt/kit';
import { hasAnyRole, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { requestEmailConfirmation } from './send-email-confirmation.ts';
import { findLiveUser } from '../store/user-rows.ts';

/** The user itself (the warning on home), or an admin or manager for a user of their company. */
export async function resendEmailConfirmation(db: Db<Client>, caller: UserCaller, userId: string, locale?: 'de' | 'en') {
  if (caller.userId !== userId && !hasAnyRole(caller.roles, ['manager'])) throw forbidden();
  return db.tx(async (tx) => {
    const user = await findLiveUser(tx, userId);
    if (!user) throw notFound('User');
    if (user.emailConfirmed || !user.email) return { ok: true as const, sent: false };
    await requestEmailConfirmation(tx, user, locale);
    return { ok: true as const, sent: true };
  });
}
