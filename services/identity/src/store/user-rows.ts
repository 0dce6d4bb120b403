import type { TxClient } from '@takt/kit';
import { Authority } from '@takt/proto';
import type { Client } from './client.ts';
import type { Prisma, User } from './generated/client.ts';
import { kindScope, type UserKind } from './users.ts';

type Tx = TxClient<Client>;

/** A user of the current tenant that is not deleted. */
export function findLiveUser(tx: Tx, id: string): Promise<User | null> {
  return tx.user.findFirst({ where: { id, deletedDate: null } });
}

/** A user by id alone, deleted or not (cross-tenant reads run in `db.system`). */
export function findUser(tx: Tx, id: string): Promise<User | null> {
  return tx.user.findFirst({ where: { id } });
}

/** An account of the kind (employees: any staff, trainers: trainer accounts), not deleted. */
export function findUserOfKind(tx: Tx, id: string, kind: UserKind): Promise<User | null> {
  return tx.user.findFirst({ where: { id, ...kindScope(kind) } });
}

export function userExists(tx: Tx, id: string): Promise<boolean> {
  return tx.user.findFirst({ where: { id }, select: { id: true } }).then((u) => u !== null);
}

/** The user holding a user name, compared case-insensitively (names are unique across companies). */
export function findUserByName(tx: Tx, userName: string): Promise<User | null> {
  return tx.user.findFirst({ where: { userName: { equals: userName, mode: 'insensitive' } } });
}

/** Login by user name or e-mail; the oldest account wins when an e-mail repeats. */
export function findUserByLogin(tx: Tx, login: string): Promise<User | null> {
  return tx.user.findFirst({
    where: { OR: [{ userName: { equals: login, mode: 'insensitive' } }, { email: { equals: login, mode: 'insensitive' } }] },
    orderBy: { createdDate: 'asc' },
  });
}

/** Users with the e-mail address (case-insensitive), oldest first; `liveOnly` leaves deleted ones out. */
export function usersWithEmail(tx: Tx, email: string, liveOnly = false): Promise<User[]> {
  return tx.user.findMany({
    where: { email: { equals: email, mode: 'insensitive' }, ...(liveOnly ? { deletedDate: null } : {}) },
    orderBy: { createdDate: 'asc' },
  });
}

export function insertUser(tx: Tx, data: Prisma.UserUncheckedCreateInput): Promise<User> {
  return tx.user.create({ data });
}

export function updateUserRow(tx: Tx, id: string, data: Prisma.UserUncheckedUpdateInput): Promise<User> {
  return tx.user.update({ where: { id }, data });
}

export function countActiveAdminsManagers(tx: Tx): Promise<number> {
  return tx.user.count({ where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager] } } });
}

/** What a permission check needs of a live user: id, company and authorities. */
export function findUserRef(tx: Tx, id: string) {
  return tx.user.findFirst({ where: { id, deletedDate: null }, select: { id: true, companyId: true, authorities: true } });
}

/** Every company's live users who chose English (German is every reader's default; system mode: the one-off backfill). */
export function englishUsersOfAllCompanies(tx: Tx) {
  return tx.user.findMany({
    where: { deletedDate: null, language: { startsWith: 'en', mode: 'insensitive' } },
    select: { id: true, companyId: true, language: true },
    orderBy: [{ companyId: 'asc' }, { createdDate: 'asc' }],
  });
}
