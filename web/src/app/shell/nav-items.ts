import { canOpenScreen, type ScreenFamily } from '@takt/proto/screens';
import type { Role } from '@takt/proto/roles';
import { permissionOf } from '../screen-permissions.ts';

export interface NavItem {
  to: string;
  label: string;
  family: ScreenFamily;
  /** Shown only to these roles (e.g. presences for staff). */
  only?: readonly Role[];
}
export interface NavGroup {
  label?: string;
  items: NavItem[];
}

const STAFF: readonly Role[] = ['admin', 'manager', 'employee', 'trainer'];
const MEMBERS: readonly Role[] = ['attendee'];

/** Spec section 2: the drawer's entries and groups, in its order. */
export const NAV: readonly NavGroup[] = [
  {
    items: [
      { to: '/', label: 'nav.home', family: '/' },
      { to: '/locations', label: 'nav.locations', family: '/locations' },
      { to: '/rooms', label: 'nav.rooms', family: '/rooms' },
      { to: '/employees', label: 'nav.employees', family: '/employees' },
      { to: '/trainers', label: 'nav.trainers', family: '/trainers' },
      { to: '/news', label: 'news.nav', family: '/news' },
    ],
  },
  {
    label: 'nav.group.courses',
    items: [
      { to: '/courses', label: 'nav.courses', family: '/courses' },
      { to: '/course-times', label: 'nav.courseTimes', family: '/course-times' },
      { to: '/appointments', label: 'nav.appointments', family: '/appointments' },
      { to: '/conflicts', label: 'nav.conflicts', family: '/conflicts' },
      { to: '/calendar', label: 'nav.calendar', family: '/calendar' },
    ],
  },
  {
    label: 'nav.group.attendances',
    items: [
      { to: '/attendances', label: 'nav.attendances', family: '/attendances' },
      { to: '/presences', label: 'nav.presences', family: '/presences', only: STAFF },
      { to: '/my-bookings', label: 'attendances.myTitle', family: '/attendances', only: MEMBERS },
    ],
  },
  {
    label: 'nav.group.invoices',
    items: [
      { to: '/invoices', label: 'nav.invoices', family: '/invoices' },
      { to: '/invoice-items', label: 'nav.invoiceItems', family: '/invoice-items' },
      { to: '/direct-debit-creation', label: 'nav.directDebit', family: '/direct-debit-creation' },
    ],
  },
  {
    label: 'nav.group.attendees',
    items: [
      { to: '/attendees', label: 'nav.attendees', family: '/attendees' },
      { to: '/attendee-presences', label: 'nav.attendeePresences', family: '/attendees' },
      { to: '/attendees-interested', label: 'nav.interested', family: '/attendees' },
      { to: '/membership-requests', label: 'nav.membershipRequests', family: '/membership-requests' },
      { to: '/notes', label: 'notes.nav', family: '/attendees' },
    ],
  },
  {
    items: [
      { to: '/documents', label: 'nav.documents', family: '/documents' },
      { to: '/statistics', label: 'nav.statistics', family: '/statistics' },
    ],
  },
];

export interface Access {
  roles: readonly Role[];
  permissions: readonly string[];
}

/** Whether the caller may see an entry: the screen table's roles, the route's flag (admin has all). */
export function allowed(access: Access, item: Pick<NavItem, 'to' | 'family' | 'only'>): boolean {
  const admin = access.roles.includes('admin');
  if (!canOpenScreen(access.roles, item.family)) return false;
  if (item.only && !admin && !access.roles.some((r) => item.only!.includes(r))) return false;
  const permission = permissionOf(item.to);
  return !permission || admin || access.permissions.includes(permission);
}

/** The drawer for one caller: entries filtered, empty groups left out. */
export function navFor(access: Access): NavGroup[] {
  return NAV.map((g) => ({ ...g, items: g.items.filter((i) => allowed(access, i)) })).filter((g) => g.items.length > 0);
}
