import { forbidden, notFound, type Router } from '@takt/kit';
import { identityAuthRoutes } from '@takt/proto';
import { actorOfUser } from '../store/users.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { issueTokens } from '../store/session.ts';
import type { TokenSigner } from '../store/signing-keys.ts';

/**
 * An admin acts as a user of their own company: a token pair for the user whose access token
 * carries `imp` = the admin (kept on refresh). Another company's user is simply not found.
 */
export function impersonationRoutes(r: Router<Client>, signer: TokenSigner): void {
  r.handle(identityAuthRoutes.impersonateUser, async ({ params, db, user: admin }) =>
    db.tx(async (tx) => {
      const user = await tx.user.findFirst({ where: { id: params.id, deletedDate: null } });
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
    }),
  );
}
