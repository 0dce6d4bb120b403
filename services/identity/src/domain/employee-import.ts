import { Authority, rolesOf, UserInput, type ExcelLogEntry, type Role } from '@takt/proto';
import { mayGrant } from './user-rules.ts';

// The employees of an Excel import (decision 0055): each row as a create would take it, or the
// reasons it cannot be created. Documents has read the cells; here identity's rules apply.

export interface ImportRow {
  row: number;
  values: Record<string, string | number | boolean | null>;
}

export interface ImportedEmployee {
  row: number;
  input: UserInput;
  authorities: string[];
}

/** The template's role column (its choice keys) as the authority a create gives. */
const AUTHORITY_OF: Record<string, Authority> = { employee: Authority.Employee, trainer: Authority.Trainer, manager: Authority.Manager };

const lower = (s: string | null | undefined) => s?.trim().toLowerCase() ?? '';

/** `requesterRoles`: the importing user's roles; a row with a role they may not grant is refused. */
export function checkEmployeeRows(rows: readonly ImportRow[], requesterRoles: readonly Role[]) {
  const employees: ImportedEmployee[] = [];
  const log: ExcelLogEntry[] = [];
  const names = new Set<string>();
  const emails = new Set<string>();
  for (const { row, values } of rows) {
    const { role, ...person } = values;
    const authority = typeof role === 'string' ? AUTHORITY_OF[role] : undefined;
    const parsed = UserInput.safeParse({ ...person, authorities: authority ? [authority] : [] });
    const before = log.length;
    if (!authority) log.push({ row, column: 'role', reason: 'unknown_choice' });
    else if (!mayGrant(requesterRoles, [authority])) log.push({ row, column: 'role', reason: 'not_allowed' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) log.push({ row, column: String(issue.path[0] ?? '') || null, reason: 'invalid' });
      continue;
    }
    const name = lower(parsed.data.userName);
    const email = lower(parsed.data.email);
    if (names.has(name)) log.push({ row, column: 'userName', reason: 'duplicate_in_file' });
    if (email && emails.has(email)) log.push({ row, column: 'email', reason: 'duplicate_in_file' });
    names.add(name);
    if (email) emails.add(email);
    if (log.length === before) employees.push({ row, input: parsed.data, authorities: [authority!] });
  }
  return { employees, log };
}

/** The log in sheet order, the file's own reasons (row null) first. */
export const byRow = (log: ExcelLogEntry[]) => [...log].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));

export interface ExportedEmployee {
  salutation: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  userName: string;
  authorities: readonly string[];
}

/** The template's role keys, highest first: the row names the highest one a user has. */
const EXPORTED_ROLES = ['manager', 'employee', 'trainer'] as const;

/** One employee as the template's row (an export's rows can be imported again). */
export function employeeExcelValues(u: ExportedEmployee) {
  const roles = rolesOf(u.authorities);
  return {
    salutation: u.salutation,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email || null,
    phone: u.phone,
    userName: u.userName,
    role: EXPORTED_ROLES.find((r) => roles.includes(r)) ?? null,
  };
}
