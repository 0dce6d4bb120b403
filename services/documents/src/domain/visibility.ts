import { hasAnyRole, STAFF_ROLES, type Role } from '@takt/proto';

/** Staff see every document; attendees and interested persons only those visible for users. */
export function seesHiddenDocuments(roles: readonly Role[]): boolean {
  return hasAnyRole(roles, STAFF_ROLES);
}
