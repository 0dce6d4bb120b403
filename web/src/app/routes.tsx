import { lazy, type ComponentType } from 'react';
import type { PermissionFlag } from '@takt/proto/permissions';
import type { ScreenFamily } from '@takt/proto/screens';
import { ComingSoon } from '../features/common/coming-soon.tsx';
import { ErrorView } from '../features/common/error-view.tsx';
import { permissionOf } from './screen-permissions.ts';

/** Spec section 7: script chunks are fetched with a 120-second timeout. */
const CHUNK_TIMEOUT_MS = 120_000;

/** A screen in its own chunk, so the sign-in page loads without the grid or form code. */
function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  return lazy(() =>
    Promise.race([
      load().then((m) => ({ default: pick(m) })),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('chunk timeout')), CHUNK_TIMEOUT_MS)),
    ]),
  );
}

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

const Home = screen(
  () => import('../features/home/home-page.tsx'),
  (m) => m.HomePage,
);
const Login = screen(
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
const ProviderCallback = screen(
  () => import('../features/auth/provider-callback-page.tsx'),
  (m) => m.ProviderCallbackPage,
);
const ForgotPassword = screen(
  () => import('../features/auth/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const NewPassword = screen(
  () => import('../features/auth/new-password-page.tsx'),
  (m) => m.NewPasswordPage,
);
const ResetPassword = screen(
  () => import('../features/auth/new-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
const CreateCompany = screen(
  () => import('../features/auth/create-company-page.tsx'),
  (m) => m.CreateCompanyPage,
);
const ConfirmEmail = screen(
  () => import('../features/auth/confirm-email-page.tsx'),
  (m) => m.ConfirmEmailPage,
);
const MyProfile = screen(
  () => import('../features/account/my-profile-page.tsx'),
  (m) => m.MyProfilePage,
);
const Locations = screen(
  () => import('../features/locations/routes/locations-page.tsx'),
  (m) => m.LocationsPage,
);
const Location = screen(
  () => import('../features/locations/routes/location-detail-page.tsx'),
  (m) => m.LocationDetailPage,
);
const Attendees = screen(
  () => import('../features/attendees/routes/attendees-page.tsx'),
  (m) => m.AttendeesPage,
);
const AttendeeDetail = screen(
  () => import('../features/attendees/routes/attendee-detail-page.tsx'),
  (m) => m.AttendeeDetailPage,
);
const Interested = screen(
  () => import('../features/attendees/routes/interested-page.tsx'),
  (m) => m.InterestedPage,
);
const InterestedDetail = screen(
  () => import('../features/attendees/routes/interested-detail-page.tsx'),
  (m) => m.InterestedDetailPage,
);
const Documents = screen(
  () => import('../features/documents/routes/documents-page.tsx'),
  (m) => m.DocumentsPage,
);
const MyDocuments = screen(
  () => import('../features/documents/routes/my-documents-page.tsx'),
  (m) => m.MyDocumentsPage,
);
const Rooms = screen(
  () => import('../features/rooms/routes/rooms-page.tsx'),
  (m) => m.RoomsPage,
);
const Room = screen(
  () => import('../features/rooms/routes/room-detail-page.tsx'),
  (m) => m.RoomDetailPage,
);
// invoices (feat/billing-invoices)
const Invoices = screen(
  () => import('../features/invoices/routes/invoices-page.tsx'),
  (m) => m.InvoicesPage,
);
const Invoice = screen(
  () => import('../features/invoices/routes/invoice-detail-page.tsx'),
  (m) => m.InvoiceDetailPage,
);
const InvoiceItems = screen(
  () => import('../features/invoices/routes/invoice-items-page.tsx'),
  (m) => m.InvoiceItemsPage,
);
const MyInvoices = screen(
  () => import('../features/invoices/routes/my-invoices-page.tsx'),
  (m) => m.MyInvoicesPage,
);
// appointments (feat/appointments)
const Appointments = screen(
  () => import('../features/appointments/routes/appointments-page.tsx'),
  (m) => m.AppointmentsPage,
);
// courses (feat/courses)
const Courses = screen(
  () => import('../features/courses/routes/courses-page.tsx'),
  (m) => m.CoursesPage,
);
const Course = screen(
  () => import('../features/courses/routes/course-detail-page.tsx'),
  (m) => m.CourseDetailPage,
);
const CourseTimes = screen(
  () => import('../features/courses/routes/course-times-page.tsx'),
  (m) => m.CourseTimesPage,
);
// trainers (feat/trainers)
const Conflicts = screen(
  () => import('../features/trainers/routes/conflicts-page.tsx'),
  (m) => m.ConflictsPage,
);
const Employees = screen(
  () => import('../features/staff/routes/staff-list-page.tsx'),
  (m) => m.EmployeesPage,
);
const Employee = screen(
  () => import('../features/staff/routes/staff-detail-page.tsx'),
  (m) => m.EmployeePage,
);
const Trainers = screen(
  () => import('../features/staff/routes/staff-list-page.tsx'),
  (m) => m.TrainersPage,
);
const Trainer = screen(
  () => import('../features/staff/routes/staff-detail-page.tsx'),
  (m) => m.TrainerPage,
);
const MyCompany = screen(
  () => import('../features/company/routes/my-company-page.tsx'),
  (m) => m.MyCompanyPage,
);
const Settings = screen(
  () => import('../features/company/routes/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const Excel = screen(
  () => import('../features/excel/routes/excel-page.tsx'),
  (m) => m.ExcelPage,
);
const ReferenceTables = screen(
  () => import('../features/departments/routes/reference-tables-page.tsx'),
  (m) => m.ReferenceTablesPage,
);
const AppointmentAttendances = screen(
  () => import('../features/attendances/routes/appointment-attendances-page.tsx'),
  (m) => m.AppointmentAttendancesPage,
);
const MyBookings = screen(
  () => import('../features/attendances/routes/my-bookings-page.tsx'),
  (m) => m.MyBookingsPage,
);
const Scanner = screen(
  () => import('../features/check-in/routes/scanner-page.tsx'),
  (m) => m.ScannerPage,
);
const MyCode = screen(
  () => import('../features/check-in/routes/my-code-page.tsx'),
  (m) => m.MyCodePage,
);
const SelfCheckIn = screen(
  () => import('../features/check-in/routes/self-check-in-page.tsx'),
  (m) => m.SelfCheckInPage,
);
const Presences = screen(
  () => import('../features/presences/routes/presences-page.tsx'),
  (m) => m.PresencesPage,
);
const Department = screen(
  () => import('../features/departments/routes/department-detail-page.tsx'),
  (m) => m.DepartmentDetailPage,
);
const MembershipType = screen(
  () => import('../features/catalogue/routes/membership-type-detail-page.tsx'),
  (m) => m.MembershipTypeDetailPage,
);
const ReferenceEntry = screen(
  () => import('../features/catalogue/routes/reference-entry-page.tsx'),
  (m) => m.ReferenceEntryPage,
);
const Tariff = screen(
  () => import('../features/catalogue/routes/tariff-detail-page.tsx'),
  (m) => m.TariffDetailPage,
);
const MembershipRequests = screen(
  () => import('../features/membership-requests/routes/membership-requests-page.tsx'),
  (m) => m.MembershipRequestsPage,
);
const TaskRequests = screen(
  () => import('../features/task-requests/routes/task-requests-page.tsx'),
  (m) => m.TaskRequestsPage,
);

const Subscriptions = screen(
  () => import('../features/subscriptions/routes/subscriptions-page.tsx'),
  (m) => m.SubscriptionsPage,
);
const Statistics = screen(
  () => import('../features/statistics/routes/statistics-page.tsx'),
  (m) => m.StatisticsPage,
);
const DirectDebits = screen(
  () => import('../features/direct-debits/routes/direct-debits-page.tsx'),
  (m) => m.DirectDebitsPage,
);
const Calendar = screen(
  () => import('../features/calendar/routes/calendar-page.tsx'),
  (m) => m.CalendarPage,
);
const NewsList = screen(
  () => import('../features/news/routes/news-page.tsx'),
  (m) => m.NewsPage,
);
const NewsDetail = screen(
  () => import('../features/news/routes/news-detail-page.tsx'),
  (m) => m.NewsDetailPage,
);
const PublicNews = screen(
  () => import('../features/news/routes/public-news-page.tsx'),
  (m) => m.PublicNewsPage,
);
const PublicCalendar = screen(
  () => import('../features/calendar/routes/public-calendar-page.tsx'),
  (m) => m.PublicCalendarPage,
);
const MyMembership = screen(
  () => import('../features/my-membership/routes/my-membership-page.tsx'),
  (m) => m.MyMembershipPage,
);
const MembershipApplication = screen(
  () => import('../features/membership-application/routes/membership-application-page.tsx'),
  (m) => m.MembershipApplicationPage,
);
const AttendeeRegistration = screen(
  () => import('../features/attendee-registration/routes/attendee-registration-page.tsx'),
  (m) => m.AttendeeRegistrationPage,
);
const ApplicationConfirmation = screen(
  () => import('../features/membership-application/routes/application-confirmation-page.tsx'),
  (m) => m.ApplicationConfirmationPage,
);

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
];

export const protectedRoutes: AppRoute[] = screens.map((r) => ({ ...r, permission: permissionOf(r.path) }));
