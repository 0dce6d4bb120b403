import type { Logger, Router } from '@takt/kit';
import { identityAuthContracts } from '@takt/proto';
import { checkResetKey } from '../operations/check-reset-key.ts';
import { finishPasswordReset } from '../operations/finish-password-reset.ts';
import { requestPasswordReset } from '../operations/request-password-reset.ts';
import { sendManualPasswordReset } from '../operations/send-manual-password-reset.ts';
import type { Client } from '../store/client.ts';
import type { LoginThrottle } from '../store/login-throttle.ts';

export function passwordResetRoutes(r: Router<Client>, deps: { log: Logger; throttle: LoginThrottle }): void {
  r.handle(identityAuthContracts.resetPasswordInit, ({ body, db }) => requestPasswordReset(db, body.email, 'reset-key'));
  // Spec section 8: reset by e-mail swallows errors; the answer never tells anything.
  r.handle(identityAuthContracts.resetPasswordByEmail, ({ body, params, db }) =>
    requestPasswordReset(db, body.email, 'new-password', { locale: params.locale, log: deps.log }),
  );
  r.handle(identityAuthContracts.resetPasswordCheck, ({ body, db }) => checkResetKey(db, body.key));
  r.handle(identityAuthContracts.resetPasswordFinish, ({ body, db, cache }) =>
    finishPasswordReset(db, cache, body.key, body.newPassword, deps.throttle),
  );
  r.handle(identityAuthContracts.setNewPasswordViaEmail, ({ body, db, cache }) =>
    finishPasswordReset(db, cache, body.tokenId, body.newPassword, deps.throttle, body.userId),
  );
  r.handle(identityAuthContracts.manualPasswordReset, ({ body, db, user }) => sendManualPasswordReset(db, user, body));
}
