import { DOCUMENT_AUDIENCE_ROLES, hasAnyRole, OFFICE_ROLES, type Role, type UserCaller } from '@takt/proto';

/** Office staff (admin, manager, employee) manage documents and see every one (decision 0054). */
export function seesAllDocuments(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, OFFICE_ROLES);
}

/**
 * The documents anyone else (trainer, attendee, interested) sees: those shown to users at all
 * and meant for one of their roles or for them by name, and the files they uploaded themselves.
 * Undefined: no condition (office staff).
 */
export function visibleWhere(user: Pick<UserCaller, 'userId' | 'roles'>): Record<string, unknown> | undefined {
  if (seesAllDocuments(user.roles)) return undefined;
  const audience = user.roles.filter((r) => (DOCUMENT_AUDIENCE_ROLES as readonly Role[]).includes(r));
  return {
    OR: [
      { visibleForUser: true, OR: [{ visibleRoles: { hasSome: audience } }, { visibleUserIds: { has: user.userId } }] },
      { createdByUserId: user.userId },
    ],
  };
}

/** A document the members (the attendee role) see: a new file of it is news for them (decision 0069). */
export function forMembers(doc: { active: boolean; visibleForUser: boolean; visibleRoles: readonly string[] }): boolean {
  return doc.active && doc.visibleForUser && doc.visibleRoles.includes('attendee');
}
