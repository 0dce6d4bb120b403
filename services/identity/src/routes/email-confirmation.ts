import { fail, forbidden, notFound, type Router } from '@takt/kit';
import { ErrorCode, hasAnyRole, identityAuthRoutes } from '@takt/proto';
import { actorOfUser } from '../store/users.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { requestEmailConfirmation } from '../store/email-confirmation.ts';
import { consumeUserToken } from '../store/user-tokens.ts';

export function emailConfirmationRoutes(r: Router<Client>): void {
  // The user itself (the warning on home), or an admin or manager for a user of their company.
  r.handle(identityAuthRoutes.resendConfirmationEmail, async ({ params, db, user: caller }) => {
    if (caller.userId !== params.id && !hasAnyRole(caller.roles, ['manager'])) throw forbidden();
    return db.tx(async (tx) => {
      const user = await tx.user.findFirst({ where: { id: params.id, deletedDate: null } });
      if (!user) throw notFound('User');
      if (user.emailConfirmed || !user.email) return { ok: true as const, sent: false };
      await requestEmailConfirmation(tx, user, params.locale);
      return { ok: true as const, sent: true };
    });
  });

  r.handle(identityAuthRoutes.confirmEmail, async ({ body, db }) => {
    await db.system(async (tx) => {
      const row = await consumeUserToken(tx, body.key, 'email_confirmation', body.userId);
      if (!row) throw fail(ErrorCode.TokenInvalid, 'The confirmation link is invalid or has expired');
      const user = await tx.user.findFirst({ where: { id: row.userId, deletedDate: null } });
      if (!user) throw fail(ErrorCode.TokenInvalid, 'The confirmation link is invalid or has expired');
      if (user.emailConfirmed) return;
      await tx.user.update({ where: { id: user.id }, data: { emailConfirmed: true } });
      await recordAudit(
        tx,
        await actorOfUser(tx, user.id),
        { entityType: 'User', entityId: user.id, action: 'updated', before: { emailConfirmed: false }, after: { emailConfirmed: true } },
        user.companyId,
      );
    });
    return { ok: true as const };
  });
}
