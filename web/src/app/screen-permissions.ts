import type { PermissionFlag } from '@takt/proto/permissions';

/**
 * Spec sections 2 and 3: the flag a screen needs besides its family's role, by route path. The
 * route guard, the drawer and the account menu all read this one table, so an entry that is
 * shown opens and a screen that refuses is not offered; the flag is the one the screen's list
 * endpoint demands on the server too. Admin has every flag.
 */
export const SCREEN_PERMISSIONS: Readonly<Record<string, PermissionFlag>> = {
  '/locations': 'locationsView',
  '/locations/:locationId': 'locationsView',
  '/rooms': 'locationsView',
  '/rooms/:roomId': 'locationsView',
  '/employees': 'employeesView',
  '/employees/:employeeId': 'employeesView',
  '/trainers': 'trainersView',
  '/trainers/:trainerId': 'trainersView',
  '/courses': 'coursesView',
  '/courses/:courseId/:appointmentId?': 'coursesView',
  '/course-times': 'dateTimesView',
  '/appointments': 'appointmentsView',
  '/calendar': 'appointmentsView',
  '/invoices': 'invoicesView',
  '/invoices/:invoiceId': 'invoicesView',
  '/invoice-items': 'invoicePositionsView',
  '/direct-debit-creation': 'directDebitViewCreate',
  '/attendees': 'attendeesView',
  '/attendees/:attendeeId': 'attendeesView',
  '/attendee-presences': 'attendeesView',
  '/attendees-interested': 'interestedView',
  '/attendees-interested/:attendeeId': 'interestedView',
  '/statistics': 'statisticsViewCreate',
  '/my-company': 'myCompanyViewEdit',
  '/company-subscriptions': 'companySubscriptionsViewEdit',
  '/reference-tables': 'referencesView',
  '/membership-types/:membershipTypeId': 'referencesView',
  '/reference-tables/:table/:entryId': 'referencesView',
  '/tariffs/:tariffId': 'referencesView',
  '/membership-requests': 'attendeesView',
  '/settings': 'settingsViewEdit',
  '/settings/excel': 'settingsViewEdit',
  '/conflicts': 'conflictsViewEdit',
  '/news': 'newsView',
  '/news/:newsId': 'newsView',
};

export const permissionOf = (path: string): PermissionFlag | undefined => SCREEN_PERMISSIONS[path];
