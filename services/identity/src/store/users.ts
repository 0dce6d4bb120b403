import { dtoOf, fromDbDate, localDate, type Db, type TxClient } from '@takt/kit';
import { Authority, primaryRole, User as UserDto, type UserCaller } from '@takt/proto';
import { fullName, isInactiveOrExpired, STAFF_AUTHORITIES } from '../domain/user-rules.ts';
import type { Actor } from '../domain/audit.ts';
import type { Client } from './client.ts';
import type { User } from './generated/client.ts';

/** Which accounts an endpoint family reaches: employees any staff account, trainers trainer accounts. */
export type UserKind = 'employee' | 'trainer';

export function kindScope(kind: UserKind, includeTrainers = true): Record<string, unknown> {
  if (kind === 'trainer') return { deletedDate: null, authorities: { has: Authority.Trainer } };
  const authorities = includeTrainers ? STAFF_AUTHORITIES : [Authority.Admin, Authority.Manager, Authority.Employee];
  return { deletedDate: null, authorities: { hasSome: [...authorities] } };
}

const day = (d: Date | null) => (d ? fromDbDate(d) : null);

export const toUserDto = dtoOf(UserDto, (u: User) => ({
  fullName: fullName(u),
  role: primaryRole(u.authorities),
  inactiveOrExpired: isInactiveOrExpired({ active: u.active, fromDate: day(u.fromDate), tillDate: day(u.tillDate) }, localDate()),
}));

/** What the audit log compares: the readable fields (no hashes). */
export function auditView(u: User): Record<string, unknown> {
  const { passwordHash: _hash, lastLoginDate: _login, createdDate: _created, ...rest } = u;
  return { ...rest, fromDate: day(u.fromDate), tillDate: day(u.tillDate), birthday: day(u.birthday) };
}

/** User names are unique across all companies (login needs no tenant), so the check is cross-tenant. */
export function userNameTaken(db: Db<Client>, userName: string, excludeId?: string | null, alsoAttendee = false): Promise<boolean> {
  return db.system(async (tx) => {
    const found = await tx.user.findFirst({
      where: { userName: { equals: userName.trim(), mode: 'insensitive' } },
      select: { id: true, attendeeId: true },
    });
    if (!found) return false;
    // The record being edited keeps its own name; contacts are edited by their attendee id.
    return !(excludeId && (found.id === excludeId || (alsoAttendee && found.attendeeId === excludeId)));
  });
}

/** E-mails are unique among the company's (not deleted) users; empty ones never clash. */
/** Which of these user names (lower case) any company's user holds; names are unique across companies. */
export function userNamesTaken(db: Db<Client>, userNames: readonly string[]): Promise<Set<string>> {
  const names = [...new Set(userNames.map((n) => n.trim().toLowerCase()))];
  if (names.length === 0) return Promise.resolve(new Set());
  return db.system(async (tx) => {
    const rows = await tx.$queryRaw<
      { name: string }[]
    >`SELECT lower(user_name) AS name FROM app_user WHERE lower(user_name) = ANY(${names}::text[])`;
    return new Set(rows.map((r) => r.name));
  });
}

/** Which of these e-mails (lower case) a live user of the current company holds. */
export async function emailsTaken(tx: TxClient<Client>, emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await tx.$queryRaw<
    { email: string }[]
  >`SELECT lower(email) AS email FROM app_user WHERE deleted_date IS NULL AND lower(email) = ANY(${wanted}::text[])`;
  return new Set(rows.map((r) => r.email));
}

export async function emailTaken(tx: TxClient<Client>, email: string | null | undefined, excludeId?: string | null): Promise<boolean> {
  if (!email?.trim()) return false;
  const found = await tx.user.findFirst({
    where: { email: { equals: email.trim(), mode: 'insensitive' }, deletedDate: null, ...(excludeId ? { id: { not: excludeId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

/** Who the audit log names: the caller's full name (and the impersonating admin, if any). */
export async function actorOf(tx: TxClient<Client>, caller: UserCaller): Promise<Actor> {
  return actorOfUser(tx, caller.userId, caller.impersonatorId);
}

/** The audit actor for a user id: the spec's full name, with the impersonating admin when there is one. */
export async function actorOfUser(tx: TxClient<Client>, userId: string, impersonatorId?: string): Promise<Actor> {
  const me = await tx.user.findFirst({ where: { id: userId }, select: { firstName: true, lastName: true, userName: true } });
  const name = me ? fullName(me) || me.userName : 'unknown user';
  return { userId, name: impersonatorId ? `${name} (impersonated by ${impersonatorId})` : name };
}
