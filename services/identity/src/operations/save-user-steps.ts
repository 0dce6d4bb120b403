import { fail, forbidden, toDbDate, type TxClient } from '@takt/kit';
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
import type { Actor } from '../domain/audit.ts';
import { mayGrant, parseAuthorities, STAFF_AUTHORITIES } from '../domain/user-rules.ts';
import { recordAudit } from '../events/audit.ts';
import type { Client } from '../store/client.ts';
import type { User } from '../store/generated/client.ts';
import { permissionSetOf, storePermissions } from '../store/permissions.ts';
import { emailTaken, type UserKind } from '../store/users.ts';

// Steps shared by the four user saves (create, update, update authorities, delete); not operations themselves.

const asDate = (d: string | null | undefined) => (d ? toDbDate(d) : null);
export const isManagement = (caller: UserCaller) => hasAnyRole(caller.roles, MANAGEMENT_ROLES);
export const userNameConflict = () => fail(ErrorCode.UserNameTaken, 'This user name is taken', { field: 'userName' });

/** The authorities a save asks for: the kind's default, the trainer kind always a trainer, staff only. */
export function authoritiesFor(kind: UserKind, requested: readonly string[] | undefined, current?: readonly string[]): string[] {
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
export function assertMayAssign(caller: UserCaller, authorities: readonly string[], target?: User) {
  assertMayTouch(caller, target);
  if (!mayGrant(caller.roles, authorities)) throw forbidden('You may not grant these authorities');
}

export function assertMayTouch(caller: UserCaller, target?: User) {
  if (target?.authorities.includes(Authority.Admin) && !caller.roles.includes('admin'))
    throw forbidden('Only an admin may change an admin');
}

export function fields(input: UserInput) {
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

export async function assertEmailFree(tx: TxClient<Client>, email: string, excludeId?: string) {
  if (await emailTaken(tx, email, excludeId)) throw fail(ErrorCode.EmailTaken, 'This e-mail is used by another user', { field: 'email' });
}

/** After new authorities: the sent set, or the new role's defaults, replaces the stored set. */
export async function replacePermissions(tx: TxClient<Client>, actor: Actor, user: User, sent: Record<string, boolean> | undefined) {
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
