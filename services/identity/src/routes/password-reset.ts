import { randomBytes } from 'node:crypto';
import { fail, notFound, revokeSessions, type Cache, type Db, type Logger, type Router, type TxClient } from '@takt/kit';
import { ErrorCode, identityAuthRoutes, type IdentityEvents } from '@takt/proto';
import { hashPassword } from '../domain/password.ts';
import { atLeast } from '../domain/uniform-timing.ts';
import { actorOfUser } from '../store/users.ts';
import { recordAudit } from '../store/audit.ts';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';
import { mailLocale, requestMail } from '../store/mail.ts';
import { revokeAllSessions } from '../store/session.ts';
import { consumeUserToken, createUserToken, findUsableToken } from '../store/user-tokens.ts';

type Template = (typeof IdentityEvents.MailTemplate)['options'][number];

/** Answers of the reset requests take at least this long, found address or not. */
const UNIFORM_ANSWER_MS = 300;

const tokenInvalid = () => fail(ErrorCode.TokenInvalid, 'The link is invalid or has expired; please request a new one');

/** The link page for a key: the key-only reset screen or the /new-password/{tokenId}/user/{userId} page. */
type LinkStyle = 'reset-key' | 'new-password';
const linkOf = (style: LinkStyle, token: string, userId: string) =>
  style === 'reset-key' ? `/reset-password?key=${encodeURIComponent(token)}` : `/new-password/${encodeURIComponent(token)}/user/${userId}`;

/** Issues a reset key for `user` and requests the mail, in the caller's transaction. */
async function mailResetLink(
  tx: TxClient<Client>,
  user: User,
  opts: { template: Template; style: LinkStyle; locale?: 'de' | 'en' },
): Promise<void> {
  const token = await createUserToken(tx, user, 'password_reset');
  await requestMail(tx, user.companyId, {
    to: user.email,
    template: opts.template,
    locale: opts.locale ?? mailLocale(user.language),
    userId: user.id,
    variables: {
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.userName,
      link: linkOf(opts.style, token, user.id),
      token,
      validMinutes: '60',
    },
  });
}

/**
 * Reset requested by address: a mail per (not deleted) user with that address, nothing otherwise.
 * The answer is the same either way and takes as long; an unknown address still costs a hash.
 */
async function requestResetByAddress(db: Db<Client>, email: string, style: LinkStyle, locale?: 'de' | 'en'): Promise<void> {
  const address = email.trim();
  const sent = await db.system(async (tx) => {
    if (!address) return 0;
    const users = await tx.user.findMany({ where: { email: { equals: address, mode: 'insensitive' }, deletedDate: null } });
    for (const user of users) await mailResetLink(tx, user, { template: 'password-reset', style, locale });
    return users.length;
  });
  if (sent === 0) await hashPassword(randomBytes(16).toString('base64url'));
}

/** Uses a reset key up and sets the new password; every session of the user ends. Audited. */
async function finishReset(
  db: Db<Client>,
  cache: Cache,
  token: string,
  newPassword: string,
  throttle: LoginThrottle,
  userId?: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const user = await db.system(async (tx) => {
    const row = await consumeUserToken(tx, token, 'password_reset', userId);
    if (!row) throw tokenInvalid();
    const user = await tx.user.findFirst({ where: { id: row.userId, deletedDate: null } });
    if (!user) throw tokenInvalid();
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await revokeAllSessions(tx, user.id);
    await recordAudit(
      tx,
      await actorOfUser(tx, user.id),
      {
        entityType: 'User',
        entityId: user.id,
        action: 'password_reset',
        before: { passwordHash: user.passwordHash },
        after: { passwordHash },
      },
      user.companyId,
    );
    return user;
  });
  await revokeSessions(cache, 'user', user.id);
  // A user who locked themselves out may log in with the new password right away.
  await throttle.clear(user.userName);
  if (user.email) await throttle.clear(user.email);
}

export function passwordResetRoutes(r: Router<Client>, deps: { log: Logger; throttle: LoginThrottle }): void {
  r.handle(identityAuthRoutes.resetPasswordInit, async ({ body, db }) =>
    atLeast(UNIFORM_ANSWER_MS, async () => {
      await requestResetByAddress(db, body.email, 'reset-key');
      return { ok: true as const };
    }),
  );

  // Spec section 8: reset by e-mail swallows errors; the answer never tells anything.
  r.handle(identityAuthRoutes.resetPasswordByEmail, async ({ body, params, db }) =>
    atLeast(UNIFORM_ANSWER_MS, async () => {
      await requestResetByAddress(db, body.email, 'new-password', params.locale).catch((err: unknown) =>
        deps.log.warn({ err }, 'reset by e-mail failed'),
      );
      return { ok: true as const };
    }),
  );

  r.handle(identityAuthRoutes.resetPasswordCheck, async ({ body, db }) => {
    const row = await db.system((tx) => findUsableToken(tx, body.key, 'password_reset'));
    if (!row) throw tokenInvalid();
    return { valid: true as const, userId: row.userId };
  });

  r.handle(identityAuthRoutes.resetPasswordFinish, async ({ body, db, cache }) => {
    await finishReset(db, cache, body.key, body.newPassword, deps.throttle);
    return { ok: true as const };
  });

  r.handle(identityAuthRoutes.setNewPasswordViaEmail, async ({ body, db, cache }) => {
    await finishReset(db, cache, body.tokenId, body.newPassword, deps.throttle, body.userId);
    return { ok: true as const };
  });

  // An admin or manager sends a user of their own company a link to set a new password.
  r.handle(identityAuthRoutes.manualPasswordReset, async ({ body, db, user: caller }) => {
    await db.tx(async (tx) => {
      const user = await tx.user.findFirst({ where: { id: body.applicationUserId, deletedDate: null } });
      if (!user) throw notFound('User');
      await mailResetLink(tx, user, { template: 'manual-password-reset', style: 'new-password', locale: body.language });
      await recordAudit(tx, await actorOfUser(tx, caller.userId), {
        entityType: 'User',
        entityId: user.id,
        action: 'password_reset',
        after: { resetLinkSent: true },
      });
    });
    return { ok: true as const };
  });
}
