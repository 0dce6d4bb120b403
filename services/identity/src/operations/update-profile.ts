import { fail, notFound, toDbDate, type Db } from '@takt/kit';
import { ErrorCode, type BodyOf, type identityUserContracts, type User as UserDto, type UserCaller } from '@takt/proto';
import { recordAudit } from '../events/audit.ts';
import { publishIfStaff } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { actorOf, auditView, emailTaken, toUserDto } from '../store/users.ts';
import { findLiveUser, updateUserRow } from '../store/user-rows.ts';

const asDate = (d: string | null | undefined) => (d ? toDbDate(d) : null);

/** The caller's own profile (not name or authorities); the e-mail stays unique in the company. */
export function updateProfile(
  db: Db<Client>,
  user: UserCaller,
  input: BodyOf<typeof identityUserContracts.updateProfile>,
): Promise<UserDto> {
  return db.tx(async (tx) => {
    const before = await findLiveUser(tx, user.userId);
    if (!before) throw notFound('User');
    const email = input.email?.trim() ?? '';
    if (await emailTaken(tx, email, user.userId))
      throw fail(ErrorCode.EmailTaken, 'This e-mail is used by another user', { field: 'email' });
    const after = await updateUserRow(tx, user.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      salutation: input.salutation ?? null,
      title: input.title ?? null,
      email,
      phone: input.phone ?? null,
      zip: input.zip ?? null,
      street: input.street ?? null,
      city: input.city ?? null,
      birthday: asDate(input.birthday),
      agreedWithReceivingEmails: input.agreedWithReceivingEmails,
      ...(input.language ? { language: input.language } : {}),
    });
    await recordAudit(tx, await actorOf(tx, user), {
      entityType: 'User',
      entityId: user.userId,
      action: 'updated',
      before: auditView(before),
      after: auditView(after),
    });
    await publishIfStaff(tx, after);
    return toUserDto(after);
  });
}
