import { PERMISSION_FLAGS, type PermissionFlag } from '@takt/proto/permissions';

/** The editor's columns: what a flag allows. Combined flags (…ViewEdit, …ViewCreate) sit under "view". */
export type PermissionColumn = 'view' | 'createDelete' | 'edit';
export const PERMISSION_COLUMNS: readonly PermissionColumn[] = ['view', 'createDelete', 'edit'];

export interface PermissionRow {
  /** The area, e.g. "employees"; its text is `staff.area.<area>`. */
  area: string;
  flags: Partial<Record<PermissionColumn, PermissionFlag>>;
}

const SUFFIXES: readonly [string, PermissionColumn][] = [
  ['ViewCreate', 'view'],
  ['ViewEdit', 'view'],
  ['CreateDelete', 'createDelete'],
  ['View', 'view'],
  ['Edit', 'edit'],
];

/** Splits a flag into its area and column ("employeesCreateDelete" → employees, createDelete). */
export function placeOf(flag: PermissionFlag): { area: string; column: PermissionColumn } {
  const [suffix, column] = SUFFIXES.find(([s]) => flag.endsWith(s)) ?? ['', 'view'];
  return { area: flag.slice(0, flag.length - suffix.length), column };
}

/** Spec section 3's flags as rows of the editor, in the wire order of PERMISSION_FLAGS. */
export function permissionRows(): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const flag of PERMISSION_FLAGS) {
    const { area, column } = placeOf(flag);
    const row = rows.get(area) ?? { area, flags: {} };
    row.flags[column] = flag;
    rows.set(area, row);
  }
  return [...rows.values()];
}
