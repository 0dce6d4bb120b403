import type { Router } from '@takt/kit';
import { identityUserContracts as routes } from '@takt/proto';
import { validateEmail } from '../operations/validate-email.ts';
import { validateUserName } from '../operations/validate-user-name.ts';
import type { Client } from '../store/client.ts';

/** The validation posts of spec section 5: answers { valid, reason? } and never an error status. */
export function userValidationRoutes(r: Router<Client>): void {
  r.handle(routes.validateUserName, ({ body, db }) => validateUserName(db, body.userName, body.id));
  // Contacts: a user name is required, and the contact is edited by its attendee id or user id.
  r.handle(routes.validateUserNameForContact, ({ body, db }) => validateUserName(db, body.userName, body.id, true));
  // Unique within the caller's company; the body's companyId is accepted but never widens the scope.
  r.handle(routes.validateExistingEmail, ({ body, db }) => validateEmail(db, body.email, body.id));
}
