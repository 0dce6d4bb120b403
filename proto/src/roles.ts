// Authorities and the role priority of spec sections 4 and 6.

export const Authority = {
  Admin: 'ROLE_ADMIN',
  Manager: 'ROLE_MANAGER',
  Employee: 'ROLE_EMPLOYEE',
  Trainer: 'ROLE_TRAINER',
  Attendee: 'ROLE_ATTENDEE',
  Interested: 'ROLE_INTERESTED',
} as const;
export type Authority = (typeof Authority)[keyof typeof Authority];

export const Role = ['admin', 'manager', 'employee', 'trainer', 'attendee', 'interested'] as const;
export type Role = (typeof Role)[number];

const byAuthority: Record<Authority, Role> = {
  ROLE_ADMIN: 'admin',
  ROLE_MANAGER: 'manager',
  ROLE_EMPLOYEE: 'employee',
  ROLE_TRAINER: 'trainer',
  ROLE_ATTENDEE: 'attendee',
  ROLE_INTERESTED: 'interested',
};

export function rolesOf(authorities: readonly string[]): Role[] {
  return Role.filter((role) => authorities.some((a) => byAuthority[a as Authority] === role));
}

/** The one role that decides routing: the highest in the spec's priority, attendee as fallback. */
export function primaryRole(authorities: readonly string[]): Role {
  return rolesOf(authorities)[0] ?? 'attendee';
}

export const STAFF_ROLES: readonly Role[] = ['admin', 'manager', 'employee', 'trainer'];
export const OFFICE_ROLES: readonly Role[] = ['admin', 'manager', 'employee'];
export const MANAGEMENT_ROLES: readonly Role[] = ['admin', 'manager'];

/** Admin passes every role check (spec section 6). */
export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.includes('admin') || roles.some((r) => allowed.includes(r));
}
