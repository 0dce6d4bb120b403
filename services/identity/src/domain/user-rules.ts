import { Authority, rolesOf, type Role } from '@takt/proto';

// Spec section 3 (Employee / user, derived values) and sections 4 and 6 (roles derivation).

/** "Last, First" as the lists and the audit log show a person. */
export function fullName(u: { firstName: string; lastName: string }): string {
  const first = u.firstName.trim();
  const last = u.lastName.trim();
  return first && last ? `${last}, ${first}` : last || first;
}

/** Inactive or expired: not active, the till date has passed, or the from date is still ahead (dates yyyy-mm-dd). */
export function isInactiveOrExpired(u: { active: boolean; fromDate?: string | null; tillDate?: string | null }, today: string): boolean {
  if (!u.active) return true;
  if (u.tillDate && u.tillDate < today) return true;
  if (u.fromDate && u.fromDate > today) return true;
  return false;
}

const ACTUAL_EMPLOYEE: readonly string[] = [Authority.Admin, Authority.Manager, Authority.Employee];

/** An actual employee holds the employee, manager or admin authority (and needs a licence when active). */
export function isActualEmployee(authorities: readonly string[]): boolean {
  return authorities.some((a) => ACTUAL_EMPLOYEE.includes(a));
}

/** A trainer account without an office authority: employee lists leave these out unless asked. */
export function isTrainerOnly(authorities: readonly string[]): boolean {
  return authorities.includes(Authority.Trainer) && !isActualEmployee(authorities);
}

export const STAFF_AUTHORITIES: readonly string[] = [Authority.Admin, Authority.Manager, Authority.Employee, Authority.Trainer];

const AUTHORITY_ORDER: readonly string[] = Object.values(Authority);

/** Authorities from a list or the comma-joined wire form: trimmed, upper case, known only, in priority order. */
export function parseAuthorities(input: string | readonly string[]): { authorities: string[]; unknown: string[] } {
  const parts = (typeof input === 'string' ? input.split(',') : [...input]).map((a) => a.trim().toUpperCase()).filter(Boolean);
  const unknown = parts.filter((a) => !AUTHORITY_ORDER.includes(a));
  const authorities = AUTHORITY_ORDER.filter((a) => parts.includes(a));
  return { authorities, unknown };
}

const RANK: Record<Role, number> = { admin: 0, manager: 1, employee: 2, trainer: 3, attendee: 4, interested: 5 };

/**
 * Who may hand out which authorities: an admin anything; everyone else only roles below the
 * admin and not above their own (a manager cannot make admins, an employee no managers).
 */
export function mayGrant(callerRoles: readonly Role[], authorities: readonly string[]): boolean {
  if (callerRoles.includes('admin')) return true;
  const own = Math.min(...callerRoles.map((r) => RANK[r]));
  return rolesOf(authorities).every((r) => r !== 'admin' && RANK[r] >= own);
}

const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

/** Save rule: an item without an id (or an empty or zero-guid id) is created, otherwise updated. */
export function isNewItem(id: string | null | undefined): boolean {
  return !id || id.trim() === '' || id === ZERO_GUID;
}
