import { z } from 'zod';
import type { Role } from './roles.ts';

// Spec section 3, "Permission set per user". The order is the wire order of the token's
// permission bitmask: append new flags at the end, never reorder.
const crud = <P extends string>(p: P) => [`${p}View`, `${p}CreateDelete`, `${p}Edit`] as const;
const ref = <P extends string>(p: P) => [`${p}CreateDelete`, `${p}Edit`] as const;

export const PERMISSION_FLAGS = [
  'conflictsViewEdit',
  'todoViewEdit',
  'newsView',
  'newsCreateDelete',
  'newsEdit',
  'reportsView',
  'calendarEdit',
  ...crud('locations'),
  ...crud('employees'),
  ...crud('trainers'),
  ...crud('courses'),
  'dateTimesView',
  'dateTimesEdit',
  ...crud('appointments'),
  ...crud('attendees'),
  ...crud('interested'),
  'invoicesView',
  'invoicesEdit',
  'invoicePositionsView',
  'invoicePositionsEdit',
  'directDebitViewCreate',
  'statisticsViewCreate',
  'myCompanyViewEdit',
  'companySubscriptionsViewEdit',
  'settingsViewEdit',
  'referencesView',
  ...ref('tariffs'),
  ...ref('departments'),
  ...ref('membershipTypes'),
  ...ref('memberStatuses'),
  ...ref('costs'),
  ...ref('licences'),
  ...ref('skills'),
  ...ref('characteristics'),
  ...ref('equipments'),
  ...ref('attendeeRoles'),
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export type PermissionSet = Record<PermissionFlag, boolean>;

export const PermissionFlags = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().default(false)])) as Record<PermissionFlag, z.ZodDefault<z.ZodBoolean>>,
);

/** The View flag a CreateDelete/Edit flag depends on (reference items depend on referencesView). */
export function viewFlagOf(flag: PermissionFlag): PermissionFlag | undefined {
  if (flag === 'dateTimesEdit') return 'dateTimesView';
  const m = /^(\w+?)(CreateDelete|Edit)$/.exec(flag);
  if (!m || flag.endsWith('ViewEdit')) return undefined;
  const view = `${m[1]}View` as PermissionFlag;
  return (PERMISSION_FLAGS as readonly string[]).includes(view) ? view : 'referencesView';
}

/** Parsing rule: a CreateDelete or Edit flag holds only while its View flag holds. */
export function normalizePermissions(input: Partial<PermissionSet>): PermissionSet {
  const set = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, input[f] === true])) as PermissionSet;
  for (const f of PERMISSION_FLAGS) {
    const view = viewFlagOf(f);
    if (view && !set[view]) set[f] = false;
  }
  return set;
}

const EVERYONE: PermissionFlag[] = [
  'newsView',
  'calendarEdit',
  'locationsView',
  'trainersView',
  'coursesView',
  'appointmentsView',
  'attendeesView',
  'interestedView',
  'interestedCreateDelete',
  'interestedEdit',
];
const EMPLOYEE: PermissionFlag[] = [
  'conflictsViewEdit',
  'todoViewEdit',
  'newsView',
  'newsCreateDelete',
  'newsEdit',
  'reportsView',
  'employeesView',
  ...crud('courses'),
  'dateTimesView',
  'dateTimesEdit',
  ...crud('appointments'),
  'invoicesView',
  'invoicesEdit',
  'invoicePositionsView',
  'invoicePositionsEdit',
  'attendeesCreateDelete',
  'attendeesEdit',
];

/** Spec defaults by role: admin and manager everything, employee the office set, everyone the basics. */
export function defaultPermissions(roles: readonly Role[]): PermissionSet {
  if (roles.includes('admin') || roles.includes('manager'))
    return normalizePermissions(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])));
  const granted = new Set<PermissionFlag>([...EVERYONE, ...(roles.includes('employee') ? EMPLOYEE : [])]);
  return normalizePermissions(Object.fromEntries([...granted].map((f) => [f, true])));
}

/** Compact form for the access token: one bit per flag in PERMISSION_FLAGS order, base64url. */
export function encodePermissions(set: Partial<PermissionSet>): string {
  const bytes = new Uint8Array(Math.ceil(PERMISSION_FLAGS.length / 8));
  PERMISSION_FLAGS.forEach((f, i) => {
    if (set[f]) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodePermissions(encoded: string): PermissionFlag[] {
  const bin = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return PERMISSION_FLAGS.filter((_, i) => ((bin.charCodeAt(i >> 3) || 0) >> (i & 7)) & 1);
}

/** Admin passes every check; others need the flag granted. */
export function hasPermission(caller: { roles: readonly Role[]; permissions: readonly PermissionFlag[] }, flag: PermissionFlag): boolean {
  return caller.roles.includes('admin') || caller.permissions.includes(flag);
}

export function grantedFlags(set: Partial<PermissionSet>): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((f) => set[f] === true);
}
