import { randomUUID } from 'node:crypto';
import { fail, forbidden, isUniqueViolation, notFound, revokeSessions, toDbDate, type Cache, type Db, type TxClient } from '@takt/kit';
import {
  Authority,
  defaultPermissions,
  ErrorCode,
  hasAnyRole,
  MANAGEMENT_ROLES,
  rolesOf,
  type UserCaller,
  type UserInput,
} from '@takt/proto';
import { takesLicence } from '../domain/licences.ts';
import { hashPassword } from '../domain/password.ts';
import { randomPassword } from '../domain/random-password.ts';
import { mayGrant, parseAuthorities, STAFF_AUTHORITIES } from '../domain/user-rules.ts';
import { recordAudit } from './audit.ts';
import type { Client } from './client.ts';
import { requestEmailConfirmation } from './email-confirmation.ts';
import type { User } from './generated/client.ts';
import { assertKeepsAnAdmin } from './last-admin.ts';
import { assertFreeLicence } from './licences.ts';
import { permissionSetOf, storePermissions } from './permissions.ts';
import { revokeAllSessions } from './session.ts';
import { actorOf, auditView, emailTaken, kindScope, userNameTaken, type UserKind } from './users.ts';

const asDate = (d: string | null | undefined) => (d ? toDbDate(d) : null);
const isManagement = (caller: UserCaller) => hasAnyRole(caller.roles, MANAGEMENT_ROLES);
const userNameConflict = () => fail(ErrorCode.UserNameTaken, 'This user name is taken', { field: 'userName' });

/** The authorities a save asks for: the kind's default, the trainer kind always a trainer, staff only. */
function authoritiesFor(kind: UserKind, requested: readonly string[] | undefined, current?: readonly string[]): string[] {
  const base = requested ?? current ?? [kind === 'trainer' ? Authority.Trainer : Authority.Employee];
  const { authorities } = parseAuthorities(kind === 'trainer' ? [...base, Authority.Trainer] : base);
  if (!authorities.some((a) => STAFF_AUTHORITIES.includes(a))) {
    throw fail(ErrorCode.ValidationFailed, 'An employee needs the admin, manager, employee or trainer authority', {
      fields: [{ field: 'authorities', message: 'needs a staff authority' }],
    });
  }
  return authorities;
}

/** Admins only may touch an admin account; a manager may not grant ROLE_ADMIN, an employee no manager. */
function assertMayAssign(caller: UserCaller, authorities: readonly string[], target?: User) {
  assertMayTouch(caller, target);
  if (!mayGrant(caller.roles, authorities)) throw forbidden('You may not grant these authorities');
}

function assertMayTouch(caller: UserCaller, target?: User) {
  if (target?.authorities.includes(Authority.Admin) && !caller.roles.includes('admin'))
    throw forbidden('Only an admin may change an admin');
}

function fields(input: UserInput) {
  return {
    userName: input.userName.trim(),
    firstName: input.firstName,
    lastName: input.lastName,
    salutation: input.salutation ?? null,
    title: input.title ?? null,
    email: input.email?.trim() ?? '',
    phone: input.phone ?? null,
    zip: input.zip ?? null,
    street: input.street ?? null,
    city: input.city ?? null,
    active: input.active,
    fromDate: asDate(input.fromDate),
    tillDate: asDate(input.tillDate),
    birthday: asDate(input.birthday),
    unlocked: input.unlocked,
    agreedWithReceivingEmails: input.agreedWithReceivingEmails,
    isIntern: input.isIntern,
    attendeeId: input.attendeeId ?? null,
  };
}

async function assertEmailFree(tx: TxClient<Client>, email: string, excludeId?: string) {
  if (await emailTaken(tx, email, excludeId)) throw fail(ErrorCode.EmailTaken, 'This e-mail is used by another user', { field: 'email' });
}

/** Creates an employee or trainer: authorities, licence, unique name and e-mail, audit, optional permission set. */
export async function createUser(db: Db<Client>, caller: UserCaller, kind: UserKind, input: UserInput): Promise<{ id: string }> {
  const authorities = authoritiesFor(kind, input.authorities);
  assertMayAssign(caller, authorities);
  if (input.permissions && !isManagement(caller)) throw forbidden('Only admins and managers set permissions');
  if (await userNameTaken(db, input.userName)) throw userNameConflict();
  const passwordHash = await hashPassword(input.password ?? randomPassword());
  const id = randomUUID();
  try {
    await db.tx(async (tx) => {
      const data = { ...fields(input), authorities };
      await assertEmailFree(tx, data.email);
      if (takesLicence(null, data)) await assertFreeLicence(tx, caller.companyId);
      const created = await tx.user.create({ data: { id, ...data, passwordHash } });
      const actor = await actorOf(tx, caller);
      await recordAudit(tx, actor, { entityType: 'User', entityId: id, action: 'created', after: auditView(created) });
      if (created.email) await requestEmailConfirmation(tx, created);
      if (input.permissions) {
        const set = await storePermissions(tx, id, input.permissions);
        await recordAudit(tx, actor, { entityType: 'User', entityId: id, action: 'permissions_changed', after: set.flags });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err, 'app_user_user_name_unique')) throw userNameConflict();
    throw err;
  }
  return { id };
}

/**
 * Updates by the save rule's id; authorities and password stay unless sent. A new password or
 * deactivation ends the user's sessions; new authorities or permissions end their access tokens
 * (the next refresh carries the new ones).
 */
export async function updateUser(
  db: Db<Client>,
  cache: Cache,
  caller: UserCaller,
  kind: UserKind,
  id: string,
  input: UserInput,
): Promise<User> {
  if (await userNameTaken(db, input.userName, id)) throw userNameConflict();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let tokensChanged = false;
  try {
    const updated = await db.tx(async (tx) => {
      const before = await tx.user.findFirst({ where: { id, ...kindScope(kind) } });
      if (!before) throw notFound(kind === 'trainer' ? 'Trainer' : 'Employee');
      const authorities = input.authorities ? authoritiesFor(kind, input.authorities) : before.authorities;
      const authoritiesChanged = authorities.join() !== before.authorities.join();
      if (authoritiesChanged) assertMayAssign(caller, authorities, before);
      else assertMayTouch(caller, before);
      if ((input.permissions || authoritiesChanged) && !isManagement(caller))
        throw forbidden('Only admins and managers change authorities and permissions');
      const data = { ...fields(input), authorities };
      await assertEmailFree(tx, data.email, id);
      await assertKeepsAnAdmin(tx, caller.companyId, before, data);
      if (takesLicence(before, data)) await assertFreeLicence(tx, caller.companyId);
      const after = await tx.user.update({ where: { id }, data: { ...data, ...(passwordHash ? { passwordHash } : {}) } });
      if (passwordHash || !after.active) await revokeAllSessions(tx, id);
      tokensChanged = Boolean(passwordHash || !after.active || authoritiesChanged || input.permissions);
      const actor = await actorOf(tx, caller);
      await recordAudit(tx, actor, {
        entityType: 'User',
        entityId: id,
        action: 'updated',
        before: auditView(before),
        after: { ...auditView(after), ...(passwordHash ? { password: 'changed' } : {}) },
      });
      if (input.permissions || authoritiesChanged) await replacePermissions(tx, actor, after, input.permissions);
      return after;
    });
    if (tokensChanged) await revokeSessions(cache, 'user', id);
    return updated;
  } catch (err) {
    if (isUniqueViolation(err, 'app_user_user_name_unique')) throw userNameConflict();
    throw err;
  }
}

/** UpdateAuthorities: management only (the contract), admins only for admins, licence when it now needs one. */
export async function updateAuthorities(
  db: Db<Client>,
  caller: UserCaller,
  body: { applicationUserId: string; authorities: string[]; permissions?: Record<string, boolean> | undefined },
): Promise<User> {
  const { authorities } = parseAuthorities(body.authorities);
  if (authorities.length === 0)
    throw fail(ErrorCode.ValidationFailed, 'At least one authority is needed', { fields: [{ field: 'authorities', message: 'required' }] });
  return db.tx(async (tx) => {
    const before = await tx.user.findFirst({ where: { id: body.applicationUserId, deletedDate: null } });
    if (!before) throw notFound('User');
    assertMayAssign(caller, authorities, before);
    await assertKeepsAnAdmin(tx, caller.companyId, before, { ...before, authorities });
    if (takesLicence(before, { ...before, authorities })) await assertFreeLicence(tx, caller.companyId);
    const after = await tx.user.update({ where: { id: before.id }, data: { authorities } });
    const actor = await actorOf(tx, caller);
    await recordAudit(tx, actor, {
      entityType: 'User',
      entityId: before.id,
      action: 'authorities_changed',
      before: { authorities: before.authorities },
      after: { authorities },
    });
    await replacePermissions(tx, actor, after, body.permissions);
    return after;
  });
}

/** After new authorities: the sent set, or the new role's defaults, replaces the stored set. */
async function replacePermissions(
  tx: TxClient<Client>,
  actor: Awaited<ReturnType<typeof actorOf>>,
  user: User,
  sent: Record<string, boolean> | undefined,
) {
  const before = await permissionSetOf(tx, user);
  const set = await storePermissions(tx, user.id, sent ?? defaultPermissions(rolesOf(user.authorities)));
  await recordAudit(tx, actor, {
    entityType: 'User',
    entityId: user.id,
    action: 'permissions_changed',
    before: before.flags,
    after: set.flags,
  });
}

/** Soft delete: the row stays (its user name too), logins answer "deleted", sessions end. */
export async function deleteUser(db: Db<Client>, cache: Cache, caller: UserCaller, kind: UserKind, id: string): Promise<void> {
  if (id === caller.userId) throw fail(ErrorCode.ValidationFailed, 'You cannot delete yourself');
  await db.tx(async (tx) => {
    const before = await tx.user.findFirst({ where: { id, ...kindScope(kind) } });
    if (!before) throw notFound(kind === 'trainer' ? 'Trainer' : 'Employee');
    assertMayTouch(caller, before);
    const deletedDate = new Date();
    await assertKeepsAnAdmin(tx, caller.companyId, before, { ...before, deletedDate });
    await tx.user.update({ where: { id }, data: { deletedDate } });
    await revokeAllSessions(tx, id);
    await recordAudit(tx, await actorOf(tx, caller), { entityType: 'User', entityId: id, action: 'deleted', before: auditView(before) });
  });
  await revokeSessions(cache, 'user', id);
}
