import type { Router } from '@takt/kit';
import { Authority, identityUserContracts as routes } from '@takt/proto';
import { randomPassword } from '../domain/random-password.ts';
import { changePassword } from '../operations/change-password.ts';
import { createUser } from '../operations/create-user.ts';
import { getOwnProfile } from '../operations/get-own-profile.ts';
import { updateLanguage } from '../operations/update-language.ts';
import { updateProfile } from '../operations/update-profile.ts';
import type { Client } from '../store/client.ts';
import { toUserDto } from '../store/users.ts';

/** The caller's own account: profile, language, password; plus CreateAdmin and GetRandomPassword. */
export function userAccountRoutes(r: Router<Client>): void {
  r.handle(routes.randomPassword, async () => ({ password: randomPassword() }));
  r.handle(routes.createAdmin, ({ body, db, user }) =>
    createUser(db, user, 'employee', { ...body, authorities: [Authority.Admin], attendeeId: null, tillDate: null }),
  );
  r.handle(routes.profileInfo, async ({ db, user }) => toUserDto(await getOwnProfile(db, user.userId)));
  r.handle(routes.updateProfile, ({ body, db, user }) => updateProfile(db, user, body));
  r.handle(routes.updateLanguage, ({ body, db, user }) => updateLanguage(db, user, body.language));
  r.handle(routes.updatePassword, ({ body, db, cache, user }) => changePassword(db, cache, user, body));
}
