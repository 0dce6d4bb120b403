import { lazy, type ComponentType } from 'react';

// Every screen of the app in its own chunk, loaded when its route is first shown (routes.tsx).

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

export const Home = screen(
  () => import('../features/home/home-page.tsx'),
  (m) => m.HomePage,
);
export const Login = screen(
  () => import('../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
);
export const ProviderCallback = screen(
  () => import('../features/auth/provider-callback-page.tsx'),
  (m) => m.ProviderCallbackPage,
);
export const ForgotPassword = screen(
  () => import('../features/auth/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
export const NewPassword = screen(
  () => import('../features/auth/new-password-page.tsx'),
  (m) => m.NewPasswordPage,
);
export const ResetPassword = screen(
  () => import('../features/auth/new-password-page.tsx'),
  (m) => m.ResetPasswordPage,
);
export const CreateCompany = screen(
  () => import('../features/auth/create-company-page.tsx'),
  (m) => m.CreateCompanyPage,
);
export const ConfirmEmail = screen(
  () => import('../features/auth/confirm-email-page.tsx'),
  (m) => m.ConfirmEmailPage,
);
export const MyProfile = screen(
  () => import('../features/account/my-profile-page.tsx'),
  (m) => m.MyProfilePage,
);
export const Locations = screen(
  () => import('../features/locations/routes/locations-page.tsx'),
  (m) => m.LocationsPage,
);
export const Location = screen(
  () => import('../features/locations/routes/location-detail-page.tsx'),
  (m) => m.LocationDetailPage,
);
export const Attendees = screen(
  () => import('../features/attendees/routes/attendees-page.tsx'),
  (m) => m.AttendeesPage,
);
export const AttendeeDetail = screen(
  () => import('../features/attendees/routes/attendee-detail-page.tsx'),
  (m) => m.AttendeeDetailPage,
);
export const Interested = screen(
  () => import('../features/attendees/routes/interested-page.tsx'),
  (m) => m.InterestedPage,
);
export const InterestedDetail = screen(
  () => import('../features/attendees/routes/interested-detail-page.tsx'),
  (m) => m.InterestedDetailPage,
);
export const Documents = screen(
  () => import('../features/documents/routes/documents-page.tsx'),
  (m) => m.DocumentsPage,
);
export const MyDocuments = screen(
  () => import('../features/documents/routes/my-documents-page.tsx'),
  (m) => m.MyDocumentsPage,
);
export const Rooms = screen(
  () => import('../features/rooms/routes/rooms-page.tsx'),
  (m) => m.RoomsPage,
);
export const Room = screen(
  () => import('../features/rooms/routes/room-detail-page.tsx'),
  (m) => m.RoomDetailPage,
);
// invoices (feat/billing-invoices)
export const Invoices = screen(
  () => import('../features/invoices/routes/invoices-page.tsx'),
  (m) => m.InvoicesPage,
);
export const Invoice = screen(
  () => import('../features/invoices/routes/invoice-detail-page.tsx'),
  (m) => m.InvoiceDetailPage,
);
export const InvoiceItems = screen(
  () => import('../features/invoices/routes/invoice-items-page.tsx'),
  (m) => m.InvoiceItemsPage,
);
export const MyInvoices = screen(
  () => import('../features/invoices/routes/my-invoices-page.tsx'),
  (m) => m.MyInvoicesPage,
);
// appointments (feat/appointments)
export const Appointments = screen(
  () => import('../features/appointments/routes/appointments-page.tsx'),
  (m) => m.AppointmentsPage,
);
// courses (feat/courses)
export const Courses = screen(
  () => import('../features/courses/routes/courses-page.tsx'),
  (m) => m.CoursesPage,
);
export const Course = screen(
  () => import('../features/courses/routes/course-detail-page.tsx'),
  (m) => m.CourseDetailPage,
);
export const CourseTimes = screen(
  () => import('../features/courses/routes/course-times-page.tsx'),
  (m) => m.CourseTimesPage,
);
// trainers (feat/trainers)
export const Conflicts = screen(
  () => import('../features/trainers/routes/conflicts-page.tsx'),
  (m) => m.ConflictsPage,
);
export const Employees = screen(
  () => import('../features/staff/routes/staff-list-page.tsx'),
  (m) => m.EmployeesPage,
);
export const Employee = screen(
  () => import('../features/staff/routes/staff-detail-page.tsx'),
  (m) => m.EmployeePage,
);
export const Trainers = screen(
  () => import('../features/staff/routes/staff-list-page.tsx'),
  (m) => m.TrainersPage,
);
export const Trainer = screen(
  () => import('../features/staff/routes/staff-detail-page.tsx'),
  (m) => m.TrainerPage,
);
export const MyCompany = screen(
  () => import('../features/company/routes/my-company-page.tsx'),
  (m) => m.MyCompanyPage,
);
export const Settings = screen(
  () => import('../features/company/routes/settings-page.tsx'),
  (m) => m.SettingsPage,
);
export const Excel = screen(
  () => import('../features/excel/routes/excel-page.tsx'),
  (m) => m.ExcelPage,
);
export const ReferenceTables = screen(
  () => import('../features/departments/routes/reference-tables-page.tsx'),
  (m) => m.ReferenceTablesPage,
);
export const AppointmentAttendances = screen(
  () => import('../features/attendances/routes/appointment-attendances-page.tsx'),
  (m) => m.AppointmentAttendancesPage,
);
export const MyBookings = screen(
  () => import('../features/attendances/routes/my-bookings-page.tsx'),
  (m) => m.MyBookingsPage,
);
export const Scanner = screen(
  () => import('../features/check-in/routes/scanner-page.tsx'),
  (m) => m.ScannerPage,
);
export const MyCode = screen(
  () => import('../features/check-in/routes/my-code-page.tsx'),
  (m) => m.MyCodePage,
);
export const SelfCheckIn = screen(
  () => import('../features/check-in/routes/self-check-in-page.tsx'),
  (m) => m.SelfCheckInPage,
);
export const PrintAttendanceList = screen(
  () => import('../features/kiosk-print/routes/kiosk-print-page.tsx'),
  (m) => m.PrintAttendanceListPage,
);
export const PrintWaitingList = screen(
  () => import('../features/kiosk-print/routes/kiosk-print-page.tsx'),
  (m) => m.PrintWaitingListPage,
);
export const Presences = screen(
  () => import('../features/presences/routes/presences-page.tsx'),
  (m) => m.PresencesPage,
);
export const Department = screen(
  () => import('../features/departments/routes/department-detail-page.tsx'),
  (m) => m.DepartmentDetailPage,
);
export const MembershipType = screen(
  () => import('../features/catalogue/routes/membership-type-detail-page.tsx'),
  (m) => m.MembershipTypeDetailPage,
);
export const ReferenceEntry = screen(
  () => import('../features/catalogue/routes/reference-entry-page.tsx'),
  (m) => m.ReferenceEntryPage,
);
export const Tariff = screen(
  () => import('../features/catalogue/routes/tariff-detail-page.tsx'),
  (m) => m.TariffDetailPage,
);
export const MembershipRequests = screen(
  () => import('../features/membership-requests/routes/membership-requests-page.tsx'),
  (m) => m.MembershipRequestsPage,
);
export const TaskRequests = screen(
  () => import('../features/task-requests/routes/task-requests-page.tsx'),
  (m) => m.TaskRequestsPage,
);

export const Subscriptions = screen(
  () => import('../features/subscriptions/routes/subscriptions-page.tsx'),
  (m) => m.SubscriptionsPage,
);
export const Statistics = screen(
  () => import('../features/statistics/routes/statistics-page.tsx'),
  (m) => m.StatisticsPage,
);
export const DirectDebits = screen(
  () => import('../features/direct-debits/routes/direct-debits-page.tsx'),
  (m) => m.DirectDebitsPage,
);
export const Calendar = screen(
  () => import('../features/calendar/routes/calendar-page.tsx'),
  (m) => m.CalendarPage,
);
export const NewsList = screen(
  () => import('../features/news/routes/news-page.tsx'),
  (m) => m.NewsPage,
);
export const NewsDetail = screen(
  () => import('../features/news/routes/news-detail-page.tsx'),
  (m) => m.NewsDetailPage,
);
export const NotesList = screen(
  () => import('../features/notes/routes/notes-page.tsx'),
  (m) => m.NotesPage,
);
export const NoteDetail = screen(
  () => import('../features/notes/routes/note-detail-page.tsx'),
  (m) => m.NoteDetailPage,
);
export const MailTemplates = screen(
  () => import('../features/mail-templates/routes/mail-templates-page.tsx'),
  (m) => m.MailTemplatesPage,
);
export const PublicNews = screen(
  () => import('../features/news/routes/public-news-page.tsx'),
  (m) => m.PublicNewsPage,
);
export const PublicCalendar = screen(
  () => import('../features/calendar/routes/public-calendar-page.tsx'),
  (m) => m.PublicCalendarPage,
);
export const MyMembership = screen(
  () => import('../features/my-membership/routes/my-membership-page.tsx'),
  (m) => m.MyMembershipPage,
);
export const MembershipApplication = screen(
  () => import('../features/membership-application/routes/membership-application-page.tsx'),
  (m) => m.MembershipApplicationPage,
);
export const AttendeeRegistration = screen(
  () => import('../features/attendee-registration/routes/attendee-registration-page.tsx'),
  (m) => m.AttendeeRegistrationPage,
);
export const ApplicationConfirmation = screen(
  () => import('../features/membership-application/routes/application-confirmation-page.tsx'),
  (m) => m.ApplicationConfirmationPage,
);
