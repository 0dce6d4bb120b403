import type { Router } from '@takt/kit';
import { identityAuthContracts } from '@takt/proto';
import { confirmEmail } from '../operations/confirm-email.ts';
import { resendEmailConfirmation } from '../operations/resend-email-confirmation.ts';
import type { Client } from '../store/client.ts';

export function emailConfirmationRoutes(r: Router<Client>): void {
  r.handle(identityAuthContracts.resendConfirmationEmail, ({ params, db, user }) =>
    resendEmailConfirmation(db, user, params.id, params.locale),
  );
  r.handle(identityAuthContracts.confirmEmail, ({ body, db }) => confirmEmail(db, body.key, body.userId));
}
