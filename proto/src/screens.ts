import { OFFICE_ROLES, STAFF_ROLES, MANAGEMENT_ROLES, hasAnyRole, type Role } from './roles.ts';

const ALL: readonly Role[] = ['admin', 'manager', 'employee', 'trainer', 'attendee'];
const ATTENDEE: readonly Role[] = ['attendee'];
const ADMIN: readonly Role[] = ['admin'];
const OFFICE_AND_TRAINER: readonly Role[] = STAFF_ROLES;

/**
 * Spec section 2: every screen route family and the roles that may open it. The web app's route
 * guard and the API's access declarations both read this one table.
 */
export const SCREEN_ACCESS = {
  '/': ALL,
  '/locations': OFFICE_AND_TRAINER,
  /** Not in the spec's route table: rooms get their own screen (decision 0027). */
  '/rooms': OFFICE_AND_TRAINER,
  '/employees': OFFICE_ROLES,
  '/trainers': OFFICE_AND_TRAINER,
  '/courses': ALL,
  '/courses/:courseId': OFFICE_AND_TRAINER,
  '/courses/appointment': OFFICE_ROLES,
  '/course-times': OFFICE_ROLES,
  '/appointments': ALL,
  '/attendances': ALL,
  '/presences': ALL,
  '/invoices': OFFICE_ROLES,
  '/invoice-items': OFFICE_ROLES,
  '/attendees': OFFICE_AND_TRAINER,
  '/my-profile': ALL,
  '/my-membership': ATTENDEE,
  '/my-invoices': ATTENDEE,
  '/my-documents': ATTENDEE,
  /** Not in the spec's route table: the staff's documents screen (decision 0054). */
  '/documents': OFFICE_ROLES,
  '/my-company': MANAGEMENT_ROLES,
  '/reference-tables': MANAGEMENT_ROLES,
  '/company-subscriptions': MANAGEMENT_ROLES,
  '/statistics': MANAGEMENT_ROLES,
  '/direct-debit-creation': MANAGEMENT_ROLES,
  '/settings': OFFICE_ROLES,
  '/checkIn-scanner': OFFICE_AND_TRAINER,
  '/display-qr-code': ALL,
  '/self-checkin': ALL,
  '/conflicts': OFFICE_ROLES,
  '/tasks': OFFICE_ROLES,
  /** Spec: "membership requests" screen implied by the data; office staff decide them. */
  '/membership-requests': OFFICE_ROLES,
  /** The calendar screen (spec: page title "calendar"); staff, like appointments' staff views. */
  '/calendar': OFFICE_AND_TRAINER,
  /** Spec: staff "manage news"; the news editor (decision 0058). */
  '/news': OFFICE_ROLES,
  /** Not in the spec's route table: the admin's preview of the mail templates (issue #11). */
  '/mail-templates': ADMIN,
} as const satisfies Record<string, readonly Role[]>;
export type ScreenFamily = keyof typeof SCREEN_ACCESS;

/** The roles of a screen family, remembering the family (the authorization matrix groups by it). */
export type ScreenRoles = readonly Role[] & { readonly family: ScreenFamily };

/** Roles of a screen family; API routes of that family declare `access: screenRoles(...)`. */
export function screenRoles(family: ScreenFamily): ScreenRoles {
  return Object.assign([...SCREEN_ACCESS[family]], { family });
}

export function familyOf(access: unknown): ScreenFamily | undefined {
  return Array.isArray(access) ? (access as Partial<ScreenRoles>).family : undefined;
}

/** Route guard: a logged-in admin always passes; others need one of the family's roles. */
export function canOpenScreen(roles: readonly Role[], family: ScreenFamily): boolean {
  return hasAnyRole(roles, SCREEN_ACCESS[family]);
}
