import { randomBytes } from 'node:crypto';
import type { Db, Logger } from '@takt/kit';
import { hashPassword } from '../domain/password.ts';
import { atLeast } from '../domain/uniform-timing.ts';
import type { Client } from '../store/client.ts';
import { mailResetLink, type LinkStyle } from './send-reset-link.ts';
import { usersWithEmail } from '../store/user-rows.ts';

/** Answers of the reset requests take at least this long, found address or not. */
const UNIFORM_ANSWER_MS = 300;

/**
 * Reset requested by address: a mail per (not deleted) user with that address, nothing otherwise.
 * The answer is the same either way and takes as long; an unknown address still costs a hash.
 */
async function requestResetByAddress(db: Db<Client>, email: string, style: LinkStyle, locale?: 'de' | 'en'): Promise<void> {
  const address = email.trim();
  const sent = await db.system(async (tx) => {
    if (!address) return 0;
    const users = await usersWithEmail(tx, address, true);
    for (const user of users) await mailResetLink(tx, user, { template: 'password-reset', style, locale });
    return users.length;
  });
  if (sent === 0) await hashPassword(randomBytes(16).toString('base64url'));
}

/**
 * A reset link for the address, answered the same way and in the same time whether it is known
 * or not. With `log`, failures are logged and swallowed (spec section 8: reset by e-mail never tells).
 */
export function requestPasswordReset(
  db: Db<Client>,
  email: string,
  style: LinkStyle,
  opts: { locale?: 'de' | 'en'; log?: Logger } = {},
): Promise<{ ok: true }> {
  return atLeast(UNIFORM_ANSWER_MS, async () => {
    const sending = requestResetByAddress(db, email, style, opts.locale);
    const { log } = opts;
    await (log ? sending.catch((err: unknown) => log.warn({ err }, 'reset by e-mail failed')) : sending);
    return { ok: true as const };
  });
}
