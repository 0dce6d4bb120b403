import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '@takt/kit/testing';
import {
  allContracts,
  Authority,
  canOpenScreen,
  defaultPermissions,
  familyOf,
  grantedFlags,
  hasAnyRole,
  hasPermission,
  SCREEN_ACCESS,
  type RouteContract,
  type ScreenFamily,
} from '@takt/proto';
import { ApiClient } from '../src/api-client.ts';
import { bootSystem, type System } from '../src/system.ts';
import { createTenant } from './skeleton-flow.ts';

const ROLES = ['admin', 'manager', 'employee', 'trainer', 'attendee'] as const;
type MatrixRole = (typeof ROLES)[number];
const AUTHORITY: Record<MatrixRole, string> = {
  admin: Authority.Admin,
  manager: Authority.Manager,
  employee: Authority.Employee,
  trainer: Authority.Trainer,
  attendee: Authority.Attendee,
};

let env: TestEnv;
let system: System;
const clients = {} as Record<MatrixRole, ApiClient>;

beforeAll(async () => {
  env = await createTestEnv('matrix');
  system = await bootSystem(env);
  const tenant = await createTenant(system.gatewayUrl);
  clients.admin = tenant.api;
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    const userName = `${role}.${randomUUID().slice(0, 6)}`;
    const password = 'Matrix#2026';
    // Members get their login through membership; here a trainer account is switched to ROLE_ATTENDEE.
    const created = await tenant.api.post<{ id: string }>('/api/Employees/de', {
      FirstName: role,
      LastName: 'Matrix',
      Email: `${userName}@example.de`,
      UserName: userName,
      Password: password,
      Active: true,
      Authorities: [role === 'attendee' ? Authority.Trainer : AUTHORITY[role]],
    });
    if (role === 'attendee') {
      await tenant.api.request('PUT', '/api/Employees/UpdateAuthorities', {
        ApplicationUserId: created.id,
        Authorities: AUTHORITY.attendee,
      });
    }
    clients[role] = new ApiClient(system.gatewayUrl);
    await clients[role].login(userName, password);
  }
}, 120_000);
afterAll(async () => {
  await system?.close();
  await env?.dispose();
});

/** What the tables say: the screen family's roles, then the permission defaults of the role. */
function expectedAllowed(contract: RouteContract, role: MatrixRole): boolean {
  if (!Array.isArray(contract.access)) return true;
  if (!hasAnyRole([role], contract.access)) return false;
  return (
    !contract.permission || hasPermission({ roles: [role], permissions: grantedFlags(defaultPermissions([role])) }, contract.permission)
  );
}

/**
 * The probe sends ids that are not UUIDs and an empty body: an allowed role reaches the owning
 * service, which answers its own validation error (400) or the list (200). A 404 would mean the
 * route is not routed or has no handler, so no expected outcome below is 404.
 */
const concrete = (path: string) =>
  path
    .replace(/:locale/g, 'de')
    .replace(/:countryId/g, 'DE')
    .replace(/:\w+/g, 'not-a-uuid');

const LETTER: Record<string, MatrixRole> = { A: 'admin', M: 'manager', E: 'employee', T: 'trainer', a: 'attendee' };

/** Every role-gated route: the roles it lets in (A admin, M manager, E employee, T trainer, a attendee) and their answer. */
const EXPECTED: [route: string, allowed: string, status: number][] = [
  ['POST /api/Employees/:locale', 'AM', 400],
  ['PUT /api/Employees/:locale', 'AM', 400],
  ['GET /api/Employees/:id', 'AME', 400],
  ['DELETE /api/Employees/:id', 'AM', 400],
  ['GET /odata/Employees', 'AME', 200],
  ['POST /api/Trainers/:locale', 'AM', 400],
  ['PUT /api/Trainers/:locale', 'AM', 400],
  ['GET /api/Trainers/:id', 'AMET', 400],
  ['DELETE /api/Trainers/:id', 'AM', 400],
  ['GET /odata/Trainers', 'AMET', 200],
  ['GET /api/Employees/GetAll', 'AME', 200],
  ['GET /api/Employees/GetEmployeesAndTrainers', 'AME', 200],
  ['GET /odata/Employees/GetInLocation/:locationId', 'AME', 400],
  ['GET /odata/Employees/GetInDepartment/:departmentId', 'AME', 400],
  ['GET /odata/Trainers/GetInLocation/:locationId', 'AMET', 400],
  ['GET /odata/Trainers/GetInDepartment/:departmentId', 'AMET', 400],
  ['GET /api/Employees/GetCountOfActiveAdminsManagers', 'AME', 200],
  ['PUT /api/Employees/UpdateAuthorities', 'AM', 400],
  ['POST /api/Users/CreateAdmin/:locale/:countryId', 'A', 400],
  ['POST /api/ApplicationUserPermissions', 'AM', 400],
  ['PUT /api/ApplicationUserPermissions/:id', 'AM', 400],
  ['POST /api/Users/ManualPasswordReset', 'AM', 400],
  ['POST /api/Users/ImpersonateUser/:id', 'A', 400],
  ['GET /api/Company/Get', 'AM', 200],
  ['GET /api/Company/GetAll', 'AM', 200],
  ['PUT /api/Company', 'AM', 400],
  ['DELETE /api/Company/:id', 'A', 400],
  ['POST /api/Locations', 'AM', 400],
  ['PUT /api/Locations/:id', 'AM', 400],
  ['DELETE /api/Locations/:id', 'AM', 400],
  ['GET /api/Locations/:id', 'AMET', 400],
  ['GET /odata/Locations', 'AMET', 200],
  ['GET /api/Locations/CheckIfIsInUse/:id', 'AMET', 400],
  ['GET /odata/Locations/GetInDepartment/:departmentId', 'AMET', 400],
  ['POST /api/Departments', 'AM', 400],
  ['PUT /api/Departments/:id', 'AM', 400],
  ['DELETE /api/Departments/:id', 'AM', 400],
  ['GET /api/Departments/:id', 'AMET', 400],
  ['GET /odata/Departments', 'AMET', 200],
  ['POST /api/DepartmentRefs/AddMultiple', 'AME', 400],
  ['GET /api/DepartmentRefs/GetByUserId/:id', 'AMET', 400],
  ['GET /api/DepartmentRefs/GetByAttendeeId/:id', 'AMET', 400],
  ['POST /api/LocationEmployees/AddMultiple', 'AM', 400],
  ['GET /api/LocationEmployees/GetByLocationId/:id', 'AMET', 400],
  ['GET /api/LocationEmployees/GetByEmployeeId/:id', 'AMET', 400],
  ['DELETE /api/LocationEmployees/:id', 'AM', 400],
  ['POST /api/DepartmentResponsibles/AddMultiple', 'AM', 400],
  ['GET /odata/DepartmentResponsibles', 'AMET', 200],
  ['POST /api/LocationResponsibles/AddMultiple', 'AM', 400],
  ['GET /odata/LocationResponsibles', 'AMET', 200],
  ['POST /api/LocationOpeningHours/AddMultiple', 'AM', 400],
  ['POST /api/settingss', 'AM', 200],
  ['PUT /api/settingss', 'AM', 200],
  ['DELETE /api/settingss/:id', 'AM', 400],
  ['POST /api/settingss/UpdateLogo', 'AM', 400],
  ['DELETE /api/settingss/Logo', 'AM', 200],
  ['POST /api/references/MembershipType', 'AM', 400],
  ['PUT /api/references/MembershipType/:id', 'AM', 400],
  ['GET /api/references/MembershipType/:id', 'AMET', 400],
  ['DELETE /api/references/:id/MembershipType', 'AM', 400],
  ['GET /odata/MembershipTypes', 'AMET', 200],
  ['GET /api/MembershipTypeCostOverrides/GetByMembershipTypeId/:membershipTypeId', 'AMET', 400],
  ['POST /api/MembershipTypeCostOverrides/AddMultiple', 'AM', 400],
  ['GET /odata/References/GetByTableName/:table', 'AMET', 400],
  ['GET /api/references/GetAllByTableName/:table', 'AMET', 400],
  ['GET /api/references/:table/:id', 'AMET', 400],
  ['POST /api/references/:table', 'AM', 400],
  ['POST /api/references/AddMultiple/:table', 'AM', 400],
  ['PUT /api/references/:table/:id', 'AM', 400],
  ['DELETE /api/references/:id/:table', 'AM', 400],
  ['GET /odata/ReferenceParents', 'AMET', 200],
  ['GET /api/ReferenceParents/GetAll', 'AMET', 200],
  ['GET /api/ReferenceParents/:id', 'AMET', 400],
  ['POST /api/ReferenceParents/:table', 'AME', 400],
  ['POST /api/ReferenceParents/AddMultiple/:table', 'AME', 400],
  ['PUT /api/ReferenceParents/:table/:id', 'AME', 400],
  ['DELETE /api/ReferenceParents/:id', 'AME', 400],
  ['GET /api/Trainers/GetSkillCoverages', 'AMET', 200],
  ['GET /api/skills/:id', 'AMET', 400],
  ['GET /api/skills/GetAll', 'AMET', 200],
  ['GET /odata/skills', 'AMET', 200],
  ['PUT /api/skills/:id', 'AM', 400],
  ['DELETE /api/skills/:id', 'AM', 400],
  ['GET /odata/CostDiscounts', 'AMET', 200],
  ['POST /api/CostDiscounts/AddMultiple', 'AM', 400],
  ['GET /odata/tariffs', 'AMET', 200],
  ['GET /api/tariffs/GetAll', 'AMET', 200],
  ['GET /api/tariffs/:id', 'AMET', 400],
  ['POST /api/tariffs', 'AM', 400],
  ['PUT /api/tariffs/:id', 'AM', 400],
  ['DELETE /api/tariffs/:id', 'AM', 400],
  ['GET /api/tariffRefs/GetAll', 'AMET', 200],
  ['GET /api/tariffRefs/:id', 'AMET', 400],
  ['POST /api/tariffRefs', 'AM', 400],
  ['PUT /api/tariffRefs/:id', 'AM', 400],
  ['DELETE /api/tariffRefs/:id', 'AM', 400],
  ['GET /odata/MembershipRequests', 'AME', 200],
  ['GET /odata/MembershipRequests/GetInLocation/:locationId', 'AME', 400],
  ['GET /odata/MembershipRequests/GetInDepartment/:departmentId', 'AME', 400],
  ['GET /api/MembershipRequests/CountOpen', 'AME', 200],
  ['GET /api/MembershipRequests/TerminationDate', 'AMETa', 200],
  ['POST /api/MembershipRequests', 'AMETa', 400],
  ['PUT /api/MembershipRequests/:id', 'AME', 400],
  ['PUT /api/MembershipRequests/UpdateStatusMultiple', 'AME', 400],
  ['DELETE /api/MembershipRequests/:id', 'AME', 400],
  ['POST /api/Attendees', 'AME', 400],
  ['GET /api/Attendees/:id', 'AMET', 400],
  ['GET /odata/Attendees', 'AMET', 200],
  ['GET /api/Attendees/GetSingleByAttendeeId/:id', 'AMET', 400],
  ['GET /api/Attendees/GetSingleByApplicationUserId/:id', 'AMET', 400],
  ['PUT /api/Attendees/:id', 'AME', 400],
  ['DELETE /api/Attendees/:id', 'AME', 400],
  ['GET /odata/Attendees/GetByParams', 'AMET', 200],
  ['GET /odata/Attendees/GetInterested', 'AMET', 200],
  ['GET /odata/Attendees/GetWithoutMembership', 'AMET', 200],
  ['GET /odata/Attendees/GetDistinctAppUsers', 'AMET', 200],
  ['GET /odata/Attendees/GetAttendeesAndInterested', 'AMET', 200],
  ['GET /odata/Attendees/GetByAppointmentId/:appointmentId', 'AMET', 400],
  ['POST /api/Attendees/Export', 'AMET', 200],
  ['GET /api/Attendees/CheckIfAttendeeHasFutureBookings/:id', 'AMET', 400],
  ['GET /api/Attendees/GetNextMemberNumber', 'AMET', 200],
  ['GET /api/Attendees/IsUniqueMemberNumber/:number', 'AMET', 200],
  ['POST /api/Attendees/:id/Memberships', 'AME', 400],
  ['PUT /api/Attendees/:id/Memberships/:membershipId/End', 'AME', 400],
  ['POST /api/Attendees/AddInterested/:locationId', 'AMET', 400],
  ['GET /api/Attendees/DataExports/:exportId', 'AME', 400],
  ['POST /api/Attendees/:id/DataExport', 'AME', 400],
  ['POST /api/Attendees/:id/Erase', 'AME', 400],
  ['PUT /api/Attendees/UpdateInterested/:id', 'AMET', 400],
  ['DELETE /api/Attendees/DeleteInterested/:id', 'AMET', 400],
  ['GET /api/Attendees/MyMembership', 'Aa', 200],
  ['GET /api/Contact/GetByAttendeeId/:attendeeId', 'AMET', 400],
  ['POST /api/Contact/AddMultiple', 'AME', 400],
  ['GET /api/LocationAttendees/GetByAttendeeId/:attendeeId', 'AMET', 400],
  ['POST /api/LocationAttendees/AddMultiple', 'AME', 400],
  ['POST /api/Courses', 'AME', 400],
  ['GET /api/Courses/:id', 'AMET', 400],
  ['GET /odata/Courses', 'AMETa', 200],
  ['GET /api/Courses/GetByOptions', 'AMETa', 200],
  ['GET /odata/Courses/GetInDepartment/:departmentId', 'AMETa', 400],
  ['GET /api/Courses/GetWithDateTime', 'AMETa', 200],
  ['GET /api/Courses/GetWithLogoOnly', 'AMETa', 200],
  ['POST /api/Courses/UpdateLogo/:id', 'AME', 400],
  ['DELETE /api/Courses/Logo/:id', 'AME', 400],
  ['POST /api/Courses/CopyCourse', 'AME', 400],
  ['GET /api/Courses/CheckIfCourseHasBookings/:id', 'AMET', 400],
  ['PUT /api/Courses/:id', 'AME', 400],
  ['DELETE /api/Courses/:id', 'AME', 400],
  ['POST /api/DateTimes', 'AME', 400],
  ['GET /odata/DateTimes', 'AME', 200],
  ['GET /api/DateTimes/CheckIfDateTimeIsBookedSeriesCourse/:id', 'AME', 400],
  ['GET /api/DateTimes/:id', 'AME', 400],
  ['PUT /api/DateTimes/:id', 'AME', 400],
  ['DELETE /api/DateTimes/:id', 'AME', 400],
  ['POST /api/Appointments/UpdateByDateTimeId', 'AME', 400],
  ['POST /api/Appointments/AddByDateTimeId', 'AME', 400],
  ['GET /api/Appointments/:id', 'AMETa', 400],
  ['GET /odata/Appointments', 'AMETa', 200],
  ['PUT /api/Appointments/:id', 'AME', 400],
  ['GET /api/Appointments/Cancel/:id/:locale', 'AME', 400],
  ['DELETE /api/Appointments/:id', 'AME', 400],
  ['GET /odata/Appointments/GetFutureUncancelled', 'AMETa', 200],
  ['GET /api/AppointmentMessages/GetByAppointmentId/:id', 'AMETa', 400],
  ['POST /api/AppointmentMessages', 'AMETa', 400],
  ['PUT /api/AppointmentMessages/:id', 'AMETa', 400],
  ['POST /api/Rooms', 'AM', 400],
  ['PUT /api/Rooms/:id', 'AM', 400],
  ['DELETE /api/Rooms/:id', 'AM', 400],
  ['GET /api/Rooms/CheckIfIsInUse/:id', 'AMET', 400],
  ['GET /api/Rooms/GetAvailableAt', 'AMET', 400],
  ['GET /api/Rooms/:id', 'AMET', 400],
  ['GET /odata/Rooms', 'AMET', 200],
  ['GET /api/RoomAvailabilities/GetByRoomId/:id', 'AMET', 400],
  ['POST /api/RoomAvailabilities', 'AM', 400],
  ['PUT /api/RoomAvailabilities/:id', 'AM', 400],
  ['DELETE /api/RoomAvailabilities/:id', 'AM', 400],
  ['POST /api/Attendances', 'AMETa', 400],
  ['GET /api/Availabilities/GetByTrainerId/:id', 'AMET', 400],
  ['POST /api/Availabilities', 'AM', 400],
  ['PUT /api/Availabilities/:id', 'AM', 400],
  ['DELETE /api/Availabilities/:id', 'AM', 400],
  ['GET /api/CourseTrainers', 'AMET', 200],
  ['GET /api/CourseTrainers/GetCoursesForTodayByLocationId/:id', 'AMET', 400],
  ['POST /api/CourseTrainers/AddMultiple/:applyToAppointments', 'AME', 400],
  ['DELETE /api/CourseTrainers/:id', 'AME', 400],
  ['GET /api/AppointmentTrainers/GetByAppointmentId/:id', 'AMETa', 400],
  ['POST /api/AppointmentTrainers/AddMultiple/:id', 'AME', 400],
  ['POST /api/AppointmentTrainers/AddByDateTimeId', 'AME', 400],
  ['PUT /api/AppointmentTrainers/:id', 'AME', 400],
  ['DELETE /api/AppointmentTrainers/:id', 'AME', 400],
  ['POST /api/AppointmentTrainers/Export', 'AMET', 400],
  ['GET /api/Appointments/GetWithConflicts', 'AME', 400],
  ['GET /api/Appointments/GetRoomAndTrainerAvailabilities/:id', 'AMETa', 400],
  ['POST /api/Appointments/GetRoomAndTrainerAvailabilitiesByAppointmentIds', 'AMETa', 400],
  ['GET /api/Calendar/:locale/:date/:dateType', 'AMET', 400],
  ['GET /api/Calendar/Ical', 'AM', 200],
  ['POST /api/Calendar/Ical', 'AM', 400],
  ['DELETE /api/Calendar/Ical/:id', 'AM', 400],
  ['GET /api/Calendar/Ical/Mine', 'AMETa', 200],
  ['POST /api/Calendar/Ical/Mine', 'AMETa', 200],
  ['DELETE /api/Calendar/Ical/Mine/:id', 'AMETa', 400],
  ['GET /api/Attendances/:id', 'AMET', 400],
  ['GET /odata/Attendances', 'AMETa', 200],
  ['GET /odata/Attendances/GetInDepartment/:departmentId', 'AMET', 400],
  ['PUT /api/Attendances/Cancel/:id', 'AMETa', 400],
  ['POST /api/Attendances/ExportConfirmed', 'AMEa', 400],
  ['PUT /api/Attendances/CancelByAppointmentId/:appointmentId/:attendeeId', 'AMETa', 400],
  ['POST /api/Attendances/SetConfirmedStatusMultiple', 'AMET', 400],
  ['POST /api/Attendances/SetCancelledStatusMultipleByCourse', 'AMET', 400],
  ['DELETE /api/Attendances/:id', 'AMET', 400],
  ['GET /api/Attendances/Seats/:appointmentId', 'AMET', 400],
  ['GET /odata/Attendances/Attendees', 'AMET', 200],
  ['GET /odata/Attendances/MyAppointments', 'Aa', 200],
  ['POST /api/Presences/Enter', 'AMET', 400],
  ['POST /api/Presences/Leave', 'AMET', 400],
  ['POST /api/Presences/LeaveMulipleByAttendances', 'AMET', 400],
  ['POST /api/Presences/LastState', 'AMET', 400],
  ['POST /api/Presences/CountOnline', 'AMET', 200],
  ['GET /odata/Presences', 'AMET', 200],
  ['GET /api/qrCodes/Personal/:attendeeId', 'AMET', 400],
  ['GET /api/qrCodes/MyCode', 'Aa', 200],
  ['POST /api/qrCodes/Personal/:attendeeId/Revoke', 'AMET', 400],
  ['POST /api/checkIn/Scan', 'AMET', 400],
  ['POST /api/checkIn/SelfCheckIn', 'AMETa', 400],
  ['POST /api/qrCodes', 'AM', 400],
  ['PUT /api/qrCodes/:id', 'AM', 400],
  ['DELETE /api/qrCodes/:id', 'AM', 400],
  ['GET /api/qrCodes/GetLatest/:id', 'AMET', 400],
  ['GET /api/qrCodes/GetByLocationId/:id', 'AMET', 400],
  ['GET /api/qrCodes/GetByCourseId/:id', 'AMET', 400],
  ['GET /api/qrCodes/GetCoordinatesFromAddress/:address', 'AMET', 400],
  ['POST /api/qrCodes/DownloadForUsers', 'AMET', 400],
  ['GET /api/qrCodes/:id', 'AMET', 400],
  ['POST /api/AttendeeCourses', 'AMET', 400],
  ['POST /api/AttendeeCourses/AddMultiple', 'AMET', 400],
  ['GET /api/AttendeeCourses/:id', 'AMET', 400],
  ['DELETE /api/AttendeeCourses/:id', 'AMET', 400],
  ['GET /odata/AttendeeCourses', 'AMET', 200],
  ['GET /odata/TaskRequests', 'AME', 200],
  ['GET /odata/TaskRequests/GetInLocation/:locationId', 'AME', 400],
  ['GET /odata/TaskRequests/GetInDepartment/:departmentId', 'AME', 400],
  ['GET /api/TaskRequests/CountOpen', 'AME', 200],
  ['POST /api/TaskRequests', 'AME', 400],
  ['POST /api/TaskRequests/AddAttendancess', 'AME', 400],
  ['PUT /api/TaskRequests/:id', 'AME', 400],
  ['PUT /api/TaskRequests/UpdateTaskRequestStatusMultiple', 'AME', 400],
  ['PUT /api/TaskRequests/UpdateAttendancesStatusMultiple', 'AME', 400],
  ['DELETE /api/TaskRequests/:id', 'AME', 400],
  ['GET /api/invoices/:id', 'AME', 400],
  ['GET /odata/invoices', 'AME', 200],
  ['GET /odata/invoices/GetMine', 'Aa', 200],
  ['GET /odata/invoices/GetInLocation/:locationId', 'AME', 400],
  ['GET /odata/invoices/GetInDepartment/:departmentId', 'AME', 400],
  ['PUT /api/invoices/:id', 'AME', 400],
  ['POST /api/invoices/RaiseDunningLevel/:id', 'AME', 400],
  ['POST /api/invoices/Run', 'AME', 400],
  ['GET /odata/invoiceRuns', 'AME', 200],
  ['GET /api/BillingSettings', 'AME', 200],
  ['PUT /api/BillingSettings', 'AME', 400],
  ['POST /api/invoices/ExportCompleteInvoices', 'AME', 200],
  ['POST /api/invoices/ExportSingleInvoice', 'AME', 400],
  ['POST /api/invoices/CountCompleteNonExportedInvoices', 'AME', 200],
  ['GET /odata/invoicePositions', 'AME', 200],
  ['GET /odata/invoicePositions/GetInLocation/:locationId', 'AME', 400],
  ['GET /odata/invoicePositions/GetInDepartment/:departmentId', 'AME', 400],
  ['GET /api/invoicePositions/:id', 'AME', 400],
  ['POST /api/invoicePositions', 'AME', 400],
  ['POST /api/invoicePositions/AddByCosts', 'AME', 400],
  ['PUT /api/invoicePositions/:id', 'AME', 400],
  ['POST /api/invoicePositions/Cancel/:id', 'AME', 400],
  ['POST /api/invoicePositions/UnCancel/:id', 'AME', 400],
  ['GET /api/PaymentData/GetPaymentMandate/:id', 'AME', 400],
  ['POST /api/PaymentData/UpdatePaymentMandate', 'AME', 400],
  ['POST /api/PaymentData/ValidateIban', 'AME', 400],
  ['POST /api/DirectDebit/Preview', 'AM', 400],
  ['POST /api/DirectDebit/CreateSEPAFile', 'AM', 400],
  ['GET /odata/DirectDebitBatches', 'AM', 200],
  ['GET /api/DirectDebit/File/:id', 'AM', 400],
  ['POST /api/DirectDebit/ImportReturns', 'AM', 400],
  ['GET /api/DirectDebit/Settings', 'AM', 200],
  ['PUT /api/DirectDebit/Settings', 'AM', 400],
  ['POST /api/documents', 'AME', 400],
  ['GET /api/Stripe/ExistCustomer/:companyId', 'AM', 400],
  ['GET /api/Stripe/GetCustomer/:customerId', 'AM', 400],
  ['GET /api/Stripe/GetPlans/:productId', 'AM', 400],
  ['GET /api/Stripe/HasSubscription/:customerId', 'AM', 400],
  ['GET /api/Stripe/GetSubscriptionDetails/:customerId', 'AM', 400],
  ['GET /api/Stripe/GetSubscriptionItem/:id', 'AM', 400],
  ['GET /api/Stripe/GetCards/:customerId', 'AM', 400],
  ['GET /api/Stripe/GetCard/:customerId/:cardId', 'AM', 400],
  ['GET /api/Stripe/GetPublicStripeKey', 'AM', 200],
  ['GET /api/Stripe/GetUpcomingInvoice/:customerId', 'AM', 400],
  ['GET /api/Stripe/GetInvoices/:customerId', 'AM', 400],
  ['POST /api/Stripe/CreateCustomer/:email/:fullName', 'AM', 400],
  ['POST /api/Stripe/Subscribe/:customerId/:planId/:totalUsers', 'AM', 400],
  ['PUT /api/Stripe/SetCardUsingToken/:customerId/:tokenId', 'AM', 400],
  ['DELETE /api/Stripe/CancelSubscriptions/:customerId/:subscriptionId', 'AM', 400],
  ['DELETE /api/Stripe/DeleteSubscriptionItem/:subscriptionId/:itemId', 'AM', 400],
  ['DELETE /api/Stripe/UpdateSubscriptionItemQuantity/:itemId/:newQuantity', 'AM', 400],
  ['POST /api/Statistics/Fill', 'AM', 400],
  ['GET /api/EventLog/GetLog/:entityType/:entityId', 'AM', 400],
];

/** Role-gated routes without a screen family of their own: management-only endpoints use role lists. */
const ROLE_LIST_ROUTES = [
  'PUT /api/Employees/UpdateAuthorities',
  'POST /api/Users/CreateAdmin/:locale/:countryId',
  'POST /api/ApplicationUserPermissions',
  'PUT /api/ApplicationUserPermissions/:id',
  'POST /api/Users/ManualPasswordReset',
  'POST /api/Users/ImpersonateUser/:id',
  'DELETE /api/Company/:id',
  'POST /api/Departments',
  'PUT /api/Departments/:id',
  'DELETE /api/Departments/:id',
  'GET /api/Departments/:id',
  'GET /odata/Departments',
  'POST /api/DepartmentRefs/AddMultiple',
  'GET /api/DepartmentRefs/GetByUserId/:id',
  'GET /api/DepartmentRefs/GetByAttendeeId/:id',
  'POST /api/DepartmentResponsibles/AddMultiple',
  'GET /odata/DepartmentResponsibles',
  'GET /odata/LocationResponsibles',
  'POST /api/Attendances',
  'GET /api/Attendances/:id',
  'GET /odata/Attendances',
  'GET /odata/Attendances/GetInDepartment/:departmentId',
  'POST /api/Attendances/ExportConfirmed',
  'PUT /api/Attendances/Cancel/:id',
  'PUT /api/Attendances/CancelByAppointmentId/:appointmentId/:attendeeId',
  'POST /api/Attendances/SetConfirmedStatusMultiple',
  'POST /api/Attendances/SetCancelledStatusMultipleByCourse',
  'DELETE /api/Attendances/:id',
  'GET /api/Attendances/Seats/:appointmentId',
  'GET /odata/Attendances/Attendees',
  'GET /odata/Attendances/MyAppointments',
  'POST /api/Presences/Enter',
  'POST /api/Presences/Leave',
  'POST /api/Presences/LeaveMulipleByAttendances',
  'POST /api/Presences/LastState',
  'POST /api/Presences/CountOnline',
  'GET /odata/Presences',
  'GET /api/qrCodes/Personal/:attendeeId',
  'GET /api/qrCodes/MyCode',
  'POST /api/qrCodes/Personal/:attendeeId/Revoke',
  'POST /api/checkIn/Scan',
  'POST /api/AttendeeCourses',
  'POST /api/AttendeeCourses/AddMultiple',
  'GET /api/AttendeeCourses/:id',
  'DELETE /api/AttendeeCourses/:id',
  'GET /odata/AttendeeCourses',
  'POST /api/documents',
];

const keyOf = (c: RouteContract) => `${c.method} ${c.path}`;
const roleGated = allContracts.filter((c) => Array.isArray(c.access));
const contractOf = new Map(roleGated.map((c) => [keyOf(c), c]));
const families = Object.keys(SCREEN_ACCESS) as ScreenFamily[];

describe('authorization matrix (spec section 2 route families × roles)', () => {
  it.each(families.flatMap((family) => ROLES.map((role) => [family, role] as const)))(
    'screen %s for %s follows the table',
    (family, role) => {
      expect(canOpenScreen([role], family)).toBe(role === 'admin' || (SCREEN_ACCESS[family] as readonly string[]).includes(role));
    },
  );

  it('lists every role-gated route exactly once, and never expects 404 or a server error', () => {
    expect(EXPECTED.map(([route]) => route).sort()).toEqual([...contractOf.keys()].sort());
    for (const [route, , status] of EXPECTED) expect([200, 400], route).toContain(status);
  });

  it.each(EXPECTED)('%s lets in %s and answers %i', async (route, allowed, status) => {
    const contract = contractOf.get(route);
    expect(contract, `${route} is not a role-gated contract`).toBeDefined();
    const letIn = [...allowed].map((l) => LETTER[l]!);
    // The list agrees with the screen and permission tables the contracts are built from.
    expect(letIn).toEqual(ROLES.filter((role) => expectedAllowed(contract!, role)));
    const path = concrete(contract!.path);
    const body = contract!.method === 'GET' || contract!.method === 'DELETE' ? undefined : {};
    for (const role of ROLES) {
      const res = await clients[role].raw(contract!.method, path, body);
      const json = (await res.json().catch(() => undefined)) as { code?: string } | undefined;
      expect(res.status, `${role} ${contract!.method} ${path} → ${JSON.stringify(json)}`).toBe(letIn.includes(role) ? status : 403);
      if (res.status >= 400) expect(typeof json?.code, `${role} ${route}: stable error code`).toBe('string');
    }
  });

  it('declares every other role-gated route through a screen family', () => {
    const unfamiliar = roleGated.filter((c) => !familyOf(c.access)).map(keyOf);
    expect(unfamiliar.sort()).toEqual([...ROLE_LIST_ROUTES].sort());
  });
});
