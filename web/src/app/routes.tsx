import type { ComponentType } from 'react';
import type { PermissionFlag } from '@takt/proto/permissions';
import type { ScreenFamily } from '@takt/proto/screens';
import { ComingSoon } from '../features/common/coming-soon.tsx';
import { ErrorView } from '../features/common/error-view.tsx';
import { permissionOf } from './screen-permissions.ts';
import {
  Home,
  Login,
  ProviderCallback,
  ForgotPassword,
  NewPassword,
  ResetPassword,
  CreateCompany,
  ConfirmEmail,
  MyProfile,
  Locations,
  Location,
  Attendees,
  AttendeeDetail,
  Interested,
  InterestedDetail,
  Documents,
  MyDocuments,
  Rooms,
  Room,
  Invoices,
  Invoice,
  InvoiceItems,
  MyInvoices,
  Appointments,
  Courses,
  Course,
  CourseTimes,
  Conflicts,
  Employees,
  Employee,
  Trainers,
  Trainer,
  MyCompany,
  Settings,
  Excel,
  ReferenceTables,
  AppointmentAttendances,
  PrintAttendanceList,
  PrintWaitingList,
  MyBookings,
  Scanner,
  MyCode,
  SelfCheckIn,
  Presences,
  Department,
  MembershipType,
  ReferenceEntry,
  Tariff,
  MembershipRequests,
  TaskRequests,
  Subscriptions,
  Statistics,
  DirectDebits,
  Calendar,
  NewsList,
  NewsDetail,
  NotesList,
  NoteDetail,
  MailTemplates,
  PublicNews,
  PublicCalendar,
  MyMembership,
  MembershipApplication,
  AttendeeRegistration,
  ApplicationConfirmation,
} from './lazy-screens.ts';

export interface AppRoute {
  path: string;
  /** i18n key of the page title. */
  title: string;
  /** Screen family of the route guard; public routes have none. */
  family?: ScreenFamily;
  /** The flag a signed-in user needs besides the family's role (spec section 3; admin has all). */
  permission?: PermissionFlag;
  Screen: ComponentType;
  /** Print routes and the sign-in pages render without the drawer. */
  bare?: boolean;
}

export const publicRoutes: AppRoute[] = [
  { path: '/login', title: 'title.login', Screen: Login, bare: true },
  { path: '/login/callback', title: 'title.login', Screen: ProviderCallback, bare: true },
  { path: '/forgot-password', title: 'title.forgotPassword', Screen: ForgotPassword, bare: true },
  { path: '/reset-password', title: 'title.newPassword', Screen: ResetPassword, bare: true },
  { path: '/new-password/:tokenId/user/:userId', title: 'title.newPassword', Screen: NewPassword, bare: true },
  { path: '/create-company', title: 'title.createCompany', Screen: CreateCompany, bare: true },
  { path: '/confirm-email', title: 'title.confirmEmail', Screen: ConfirmEmail, bare: true },
  { path: '/error-view/:errorCode/:companyId?', title: 'title.error', Screen: ErrorView },
  { path: '/public-view/:companyId', title: 'title.calendar', Screen: PublicCalendar, bare: true },
  { path: '/public-news/:companyId', title: 'news.publicTitle', Screen: PublicNews, bare: true },
  { path: '/membership-application', title: 'title.membershipApplication', Screen: MembershipApplication, bare: true },
  {
    path: '/membership-application-confirmation',
    title: 'title.applicationConfirmation',
    Screen: ApplicationConfirmation,
    bare: true,
  },
  { path: '/attendee-registration', title: 'title.registerByQrCode', Screen: AttendeeRegistration, bare: true },
];

/** Spec section 2, in its order; screens a domain issue has not built yet show "coming soon". */
const screens: AppRoute[] = [
  { path: '/', family: '/', title: 'title.home', Screen: Home },
  { path: '/locations', family: '/locations', title: 'title.locations', Screen: Locations },
  { path: '/locations/:locationId', family: '/locations', title: 'title.location', Screen: Location },
  { path: '/rooms', family: '/rooms', title: 'title.rooms', Screen: Rooms },
  { path: '/rooms/:roomId', family: '/rooms', title: 'title.room', Screen: Room },
  { path: '/employees', family: '/employees', title: 'title.employees', Screen: Employees },
  { path: '/employees/:employeeId', family: '/employees', title: 'title.employee', Screen: Employee },
  { path: '/trainers', family: '/trainers', title: 'title.trainers', Screen: Trainers },
  { path: '/trainers/:trainerId', family: '/trainers', title: 'title.trainer', Screen: Trainer },
  { path: '/courses', family: '/courses', title: 'title.courses', Screen: Courses },
  { path: '/courses/appointment/:appointmentId', family: '/courses/appointment', title: 'title.event', Screen: ComingSoon },
  { path: '/courses/:courseId/:appointmentId?', family: '/courses/:courseId', title: 'title.course', Screen: Course },
  { path: '/course-times', family: '/course-times', title: 'title.courseTimes', Screen: CourseTimes },
  { path: '/appointments', family: '/appointments', title: 'title.appointments', Screen: Appointments },
  { path: '/calendar', family: '/calendar', title: 'title.calendar', Screen: Calendar },
  // Staff only, like the course-with-appointment screen it belongs to.
  {
    path: '/appointments/:appointmentId/attendances',
    family: '/courses/:courseId',
    title: 'attendances.title',
    Screen: AppointmentAttendances,
  },
  // Kiosk print pages (spec section 2 lists them public; the lists name members, so a kiosk signs
  // in once, like the print calls they show — decision 0056).
  {
    path: '/print-attendance-list/:appointmentId',
    family: '/courses/:courseId',
    title: 'kioskPrint.attendanceList',
    Screen: PrintAttendanceList,
    bare: true,
  },
  {
    path: '/print-waiting-list/:dateTimeId',
    family: '/courses/:courseId',
    title: 'kioskPrint.waitingList',
    Screen: PrintWaitingList,
    bare: true,
  },
  { path: '/attendances', family: '/attendances', title: 'title.attendances', Screen: ComingSoon },
  // A member's own bookings (the attendances family is open to members).
  { path: '/my-bookings', family: '/attendances', title: 'attendances.myTitle', Screen: MyBookings },
  { path: '/presences', family: '/presences', title: 'title.presences', Screen: Presences },
  { path: '/invoices', family: '/invoices', title: 'title.invoices', Screen: Invoices },
  { path: '/invoices/:invoiceId', family: '/invoices', title: 'title.invoice', Screen: Invoice },
  { path: '/invoice-items', family: '/invoice-items', title: 'title.invoiceItems', Screen: InvoiceItems },
  { path: '/attendees', family: '/attendees', title: 'title.attendees', Screen: Attendees },
  { path: '/attendee-presences', family: '/attendees', title: 'title.attendeePresences', Screen: ComingSoon },
  { path: '/attendees-interested', family: '/attendees', title: 'title.interested', Screen: Interested },
  { path: '/attendees/:attendeeId', family: '/attendees', title: 'title.attendee', Screen: AttendeeDetail },
  { path: '/attendees-interested/:attendeeId', family: '/attendees', title: 'title.interestedPerson', Screen: InterestedDetail },
  { path: '/membership-requests', family: '/membership-requests', title: 'title.membershipRequests', Screen: MembershipRequests },
  { path: '/my-profile', family: '/my-profile', title: 'title.myProfile', Screen: MyProfile },
  { path: '/my-membership', family: '/my-membership', title: 'title.myMembership', Screen: MyMembership },
  { path: '/my-invoices', family: '/my-invoices', title: 'title.myInvoices', Screen: MyInvoices },
  { path: '/my-documents', family: '/my-documents', title: 'title.myDocuments', Screen: MyDocuments },
  { path: '/documents', family: '/documents', title: 'title.documents', Screen: Documents },
  { path: '/my-company', family: '/my-company', title: 'title.myCompany', Screen: MyCompany },
  { path: '/reference-tables', family: '/reference-tables', title: 'title.referenceTables', Screen: ReferenceTables },
  { path: '/departments/:departmentId', family: '/reference-tables', title: 'title.department', Screen: Department },
  { path: '/membership-types/:membershipTypeId', family: '/reference-tables', title: 'title.membershipType', Screen: MembershipType },
  { path: '/reference-tables/:table/:entryId', family: '/reference-tables', title: 'title.referenceEntry', Screen: ReferenceEntry },
  { path: '/tariffs/:tariffId', family: '/reference-tables', title: 'title.tariff', Screen: Tariff },
  { path: '/company-subscriptions', family: '/company-subscriptions', title: 'title.companySubscriptions', Screen: Subscriptions },
  { path: '/statistics', family: '/statistics', title: 'title.statistics', Screen: Statistics },
  { path: '/direct-debit-creation', family: '/direct-debit-creation', title: 'title.directDebit', Screen: DirectDebits },
  { path: '/settings', family: '/settings', title: 'title.settings', Screen: Settings },
  { path: '/settings/excel', family: '/settings', title: 'title.excel', Screen: Excel },
  { path: '/checkIn-scanner', family: '/checkIn-scanner', title: 'title.checkInScanner', Screen: Scanner },
  { path: '/display-qr-code', family: '/display-qr-code', title: 'title.displayQrCode', Screen: MyCode },
  { path: '/self-checkin', family: '/self-checkin', title: 'title.selfCheckIn', Screen: SelfCheckIn },
  { path: '/conflicts', family: '/conflicts', title: 'title.conflicts', Screen: Conflicts },
  { path: '/tasks', family: '/tasks', title: 'title.tasks', Screen: TaskRequests },
  { path: '/news', family: '/news', title: 'news.title', Screen: NewsList },
  { path: '/news/:newsId', family: '/news', title: 'news.title', Screen: NewsDetail },
  { path: '/notes', family: '/attendees', title: 'notes.title', Screen: NotesList },
  { path: '/notes/:noteId', family: '/attendees', title: 'notes.title', Screen: NoteDetail },
  { path: '/mail-templates', family: '/mail-templates', title: 'mailTemplates.title', Screen: MailTemplates },
];

export const protectedRoutes: AppRoute[] = screens.map((r) => ({ ...r, permission: permissionOf(r.path) }));
