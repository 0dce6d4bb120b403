import type { TxClient } from '@takt/kit';
import type { IdentityEvents } from '@takt/proto';
import { mailLocale, requestMail } from '../events/mail.ts';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { createUserToken } from '../store/user-tokens.ts';

export type Template = (typeof IdentityEvents.MailTemplate)['options'][number];

/** The link page for a key: the key-only reset screen or the /new-password/{tokenId}/user/{userId} page. */
export type LinkStyle = 'reset-key' | 'new-password';
const linkOf = (style: LinkStyle, token: string, userId: string) =>
  style === 'reset-key' ? `/reset-password?key=${encodeURIComponent(token)}` : `/new-password/${encodeURIComponent(token)}/user/${userId}`;

/** Issues a reset key for `user` and requests the mail, in the caller's transaction. */
export async function mailResetLink(
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
