import type { TxClient } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { mailLocale, requestMail } from '../events/mail.ts';
import { createUserToken } from '../store/user-tokens.ts';

/**
 * Sends `user` a link to confirm their e-mail address (valid 7 days), in the caller's transaction.
 * User creation and sign-up may call it as well; `locale` defaults to the user's language.
 */
export async function requestEmailConfirmation(
  tx: TxClient<Client>,
  user: { id: string; companyId: string; email: string; firstName: string; lastName: string; userName: string; language: string },
  locale?: 'de' | 'en',
): Promise<void> {
  const token = await createUserToken(tx, user, 'email_confirmation');
  await requestMail(tx, user.companyId, {
    to: user.email,
    template: 'email-confirmation',
    locale: locale ?? mailLocale(user.language),
    userId: user.id,
    variables: {
      firstName: user.firstName,
      lastName: user.lastName,
      userName: user.userName,
      link: `/confirm-email?userId=${user.id}&key=${encodeURIComponent(token)}`,
      token,
      validDays: '7',
    },
  });
}
