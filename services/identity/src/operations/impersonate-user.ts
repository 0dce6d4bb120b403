import { forbidden, notFound, type Db } from '@takt/kit';
import type { TokenPair, UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import { issueTokens } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';
import { actorOfUser } from '../store/users.ts';
import { findLiveUser } from '../store/user-rows.ts';

/**
 * An admin acts as a user of their own company: a token pair for the user whose access token
 * carries `imp` = the admin (kept on refresh). Another company's user is simply not found.
 */
export function impersonateUser(db: Db<Client>, signer: TokenSigner, admin: UserCaller, userId: string): Promise<TokenPair> {
  return db.tx(async (tx) => {
    const user = await findLiveUser(tx, userId);
    if (!user) throw notFound('User');
    if (!user.active) throw forbidden('A passive user cannot be impersonated');
    if (user.id === admin.userId) throw forbidden('You cannot impersonate yourself');
    // The one acting is the real admin, also when an impersonated session asks again.
    const impersonatorId = admin.impersonatorId ?? admin.userId;
    await recordAudit(tx, await actorOfUser(tx, impersonatorId), {
      entityType: 'User',
      entityId: user.id,
      action: 'impersonated',
      after: { impersonatedBy: impersonatorId },
    });
    return issueTokens(tx, signer, user, { impersonatorId });
  });
}
