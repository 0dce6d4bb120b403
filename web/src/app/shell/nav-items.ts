import { canOpenScreen, type ScreenFamily } from '@takt/proto/screens';
import type { PermissionFlag } from '@takt/proto/permissions';
import type { Role } from '@takt/proto/roles';

export interface NavItem {
  to: string;
  label: string;
  family: ScreenFamily;
  /** The flag that must be granted too (spec section 2: "entries by permission"). */
  permission?: PermissionFlag;
  /** Shown only to these roles (e.g. presences for staff). */
  only?: readonly Role[];
}
export interface NavGroup {
  label?: string;
  items: NavItem[];
}

const STAFF: readonly Role[] = ['admin', 'manager', 'employee', 'trainer'];

/** Spec section 2: the drawer's entries and groups, in its order. */
export const NAV: readonly NavGroup[] = [
  {
    items: [
      { to: '/', label: 'nav.home', family: '/' },
      { to: '/locations', label: 'nav.locations', family: '/locations', permission: 'locationsView' },
      { to: '/employees', label: 'nav.employees', family: '/employees', permission: 'employeesView' },
      { to: '/trainers', label: 'nav.trainers', family: '/trainers', permission: 'trainersView' },
    ],
  },
  {
    label: 'nav.group.courses',
    items: [
      { to: '/courses', label: 'nav.courses', family: '/courses', permission: 'coursesView' },
      { to: '/course-times', label: 'nav.courseTimes', family: '/course-times', permission: 'dateTimesView' },
      { to: '/appointments', label: 'nav.appointments', family: '/appointments', permission: 'appointmentsView' },
    ],
  },
  {
    label: 'nav.group.attendances',
    items: [
      { to: '/attendances', label: 'nav.attendances', family: '/attendances' },
      { to: '/presences', label: 'nav.presences', family: '/presences', only: STAFF },
    ],
  },
  {
    label: 'nav.group.invoices',
    items: [
      { to: '/invoices', label: 'nav.invoices', family: '/invoices', permission: 'invoicesView' },
      { to: '/invoice-items', label: 'nav.invoiceItems', family: '/invoice-items', permission: 'invoicePositionsView' },
      { to: '/direct-debit-creation', label: 'nav.directDebit', family: '/direct-debit-creation', permission: 'directDebitViewCreate' },
    ],
  },
  {
    label: 'nav.group.attendees',
    items: [
      { to: '/attendees', label: 'nav.attendees', family: '/attendees', permission: 'attendeesView' },
      { to: '/attendee-presences', label: 'nav.attendeePresences', family: '/attendees', permission: 'attendeesView' },
      { to: '/attendees-interested', label: 'nav.interested', family: '/attendees', permission: 'interestedView' },
    ],
  },
  { items: [{ to: '/statistics', label: 'nav.statistics', family: '/statistics', permission: 'statisticsViewCreate' }] },
];

export interface Access {
  roles: readonly Role[];
  permissions: readonly string[];
}

/** Whether the caller may see an entry: the screen table's roles, the entry's flag (admin has all). */
export function allowed(access: Access, item: Pick<NavItem, 'family' | 'permission' | 'only'>): boolean {
  const admin = access.roles.includes('admin');
  if (!canOpenScreen(access.roles, item.family)) return false;
  if (item.only && !admin && !access.roles.some((r) => item.only!.includes(r))) return false;
  return !item.permission || admin || access.permissions.includes(item.permission);
}

/** The drawer for one caller: entries filtered, empty groups left out. */
export function navFor(access: Access): NavGroup[] {
  return NAV.map((g) => ({ ...g, items: g.items.filter((i) => allowed(access, i)) })).filter((g) => g.items.length > 0);
}
