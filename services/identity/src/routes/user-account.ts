import { fail, forbidden, notFound, revokeSessions, toDbDate, type Router } from '@takt/kit';
import { Authority, ErrorCode, identityUserRoutes as routes } from '@takt/proto';
import { hashPassword } from '../domain/password.ts';
import { randomPassword } from '../domain/random-password.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import { createUser } from '../store/save-user.ts';
import { revokeAllSessions } from '../store/session.ts';
import { actorOf, auditView, emailTaken, toUserDto } from '../store/users.ts';

const asDate = (d: string | null | undefined) => (d ? toDbDate(d) : null);

/** The caller's own account: profile, language, password; plus CreateAdmin and GetRandomPassword. */
export function userAccountRoutes(r: Router<Client>): void {
  r.handle(routes.randomPassword, async () => ({ password: randomPassword() }));

  r.handle(routes.createAdmin, async ({ body, db, user }) =>
    createUser(db, user, 'employee', { ...body, authorities: [Authority.Admin], attendeeId: null, tillDate: null }),
  );

  r.handle(routes.profileInfo, async ({ db, user }) => {
    const me = await db.tx((tx) => tx.user.findFirst({ where: { id: user.userId, deletedDate: null } }));
    if (!me) throw notFound('User');
    return toUserDto(me);
  });

  r.handle(routes.updateProfile, async ({ body, db, user }) =>
    db.tx(async (tx) => {
      const before = await tx.user.findFirst({ where: { id: user.userId, deletedDate: null } });
      if (!before) throw notFound('User');
      const email = body.email?.trim() ?? '';
      if (await emailTaken(tx, email, user.userId))
        throw fail(ErrorCode.EmailTaken, 'This e-mail is used by another user', { field: 'email' });
      const after = await tx.user.update({
        where: { id: user.userId },
        data: {
          firstName: body.firstName,
          lastName: body.lastName,
          salutation: body.salutation ?? null,
          title: body.title ?? null,
          email,
          phone: body.phone ?? null,
          zip: body.zip ?? null,
          street: body.street ?? null,
          city: body.city ?? null,
          birthday: asDate(body.birthday),
          agreedWithReceivingEmails: body.agreedWithReceivingEmails,
          ...(body.language ? { language: body.language } : {}),
        },
      });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'User',
        entityId: user.userId,
        action: 'updated',
        before: auditView(before),
        after: auditView(after),
      });
      return toUserDto(after);
    }),
  );

  r.handle(routes.updateLanguage, async ({ body, db, user }) => {
    await db.tx(async (tx) => {
      const before = await tx.user.findFirst({ where: { id: user.userId, deletedDate: null } });
      if (!before) throw notFound('User');
      await tx.user.update({ where: { id: user.userId }, data: { language: body.language } });
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'User',
        entityId: user.userId,
        action: 'updated',
        before: { language: before.language },
        after: { language: body.language },
      });
    });
    return { ok: true };
  });

  // Every other session ends; the device that sends its refresh token stays signed in by refreshing.
  r.handle(routes.updatePassword, async ({ body, db, cache, user }) => {
    // Own password only, and not by an admin acting as the user.
    if (user.impersonatorId || (body.userId && body.userId !== user.userId)) throw forbidden('Only the user may change their password');
    const passwordHash = await hashPassword(body.password);
    await db.tx(async (tx) => {
      const me = await tx.user.findFirst({ where: { id: user.userId, deletedDate: null }, select: { id: true } });
      if (!me) throw notFound('User');
      await tx.user.update({ where: { id: user.userId }, data: { passwordHash } });
      await revokeAllSessions(tx, user.userId, body.refreshToken);
      await recordAudit(tx, await actorOf(tx, user), {
        entityType: 'User',
        entityId: user.userId,
        action: 'updated',
        before: { password: 'old' },
        after: { password: 'new' },
      });
    });
    await revokeSessions(cache, 'user', user.userId);
    return { ok: true };
  });
}
