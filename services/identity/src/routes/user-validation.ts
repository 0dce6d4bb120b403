import type { Router } from '@takt/kit';
import { identityUserRoutes as routes, UserName } from '@takt/proto';
import { z } from 'zod';
import type { Client } from '../store/client.ts';
import { emailTaken, userNameTaken } from '../store/users.ts';

const Email = z.email();
const uuidOrNull = (id: string | null | undefined) => (id && z.uuid().safeParse(id).success ? id : null);

/** The validation posts of spec section 5: answers { valid, reason? } and never an error status. */
export function userValidationRoutes(r: Router<Client>): void {
  r.handle(routes.validateUserName, async ({ body, db }) => {
    const name = body.userName.trim();
    if (!name) return { valid: false, reason: 'required' as const };
    if (!UserName.safeParse(name).success) return { valid: false, reason: 'characters' as const };
    return (await userNameTaken(db, name, uuidOrNull(body.id))) ? { valid: false, reason: 'taken' as const } : { valid: true };
  });

  // Contacts: a user name is required, and the contact is edited by its attendee id or user id.
  r.handle(routes.validateUserNameForContact, async ({ body, db }) => {
    const name = body.userName.trim();
    if (!name) return { valid: false, reason: 'required' as const };
    if (!UserName.safeParse(name).success) return { valid: false, reason: 'characters' as const };
    return (await userNameTaken(db, name, uuidOrNull(body.id), true)) ? { valid: false, reason: 'taken' as const } : { valid: true };
  });

  // Unique within the caller's company; the body's companyId is accepted but never widens the scope.
  r.handle(routes.validateExistingEmail, async ({ body, db }) => {
    const email = body.email.trim();
    if (!email) return { valid: true };
    if (!Email.safeParse(email).success) return { valid: false, reason: 'invalid' as const };
    return (await db.tx((tx) => emailTaken(tx, email, uuidOrNull(body.id)))) ? { valid: false, reason: 'taken' as const } : { valid: true };
  });
}
