import { z } from 'zod';
import { PermissionFlags } from '../permissions.ts';
import { Authority, MANAGEMENT_ROLES, Role } from '../roles.ts';
import { screenRoles } from '../screens.ts';
import { Created, IdParams, LocalDate, odataList, Uuid } from './common.ts';
import type { RouteContract } from './contract.ts';
import { route } from './contract.ts';
import { NON_PAGED_LIMIT } from './identity-organisation.ts';
import { Password, UserName } from './identity.ts';

// Users (employees and trainers), authorities, permission sets, licences and the user
// validation posts of spec sections 3, 4, 5 and 7.

/** Spec section 5: only digits, parentheses, plus, minus and slash. */
export const Phone = z
  .string()
  .max(40)
  .regex(/^[\d()+\-/]*$/, 'digits, ( ) + - / only');
export const Salutation = z.enum(['', 'mr', 'ms']);
export const Language = z.enum(['de', 'en']);

const text = (max: number) => z.string().trim().max(max).nullish();
const optionalEmail = z.union([z.literal(''), z.email()]).nullish();

/** A list or the comma-joined wire form ("ROLE_EMPLOYEE,ROLE_TRAINER"); known authorities only. */
export const AuthoritiesInput = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((a) => a.trim().toUpperCase()).filter(Boolean))
  .pipe(z.array(z.enum(Object.values(Authority) as [Authority, ...Authority[]])));

const PersonFields = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  salutation: Salutation.nullish(),
  title: text(60),
  email: optionalEmail,
  phone: Phone.nullish(),
  zip: text(20),
  street: text(200),
  city: text(120),
  birthday: LocalDate.nullish(),
  agreedWithReceivingEmails: z.boolean().default(true),
};

/** Create or update of an employee or trainer (PascalCase accepted); id decides by the save rule. */
export const UserInput = z
  .object({
    id: z.union([Uuid, z.literal('')]).nullish(),
    ...PersonFields,
    userName: UserName,
    password: Password.nullish(),
    active: z.boolean().default(true),
    fromDate: LocalDate.nullish(),
    tillDate: LocalDate.nullish(),
    unlocked: z.boolean().default(false),
    isIntern: z.boolean().default(true),
    attendeeId: Uuid.nullish(),
    authorities: AuthoritiesInput.optional(),
    /** Only admins and managers may send a permission set; otherwise role defaults apply. */
    permissions: PermissionFlags.partial().optional(),
  })
  .refine((u) => !u.fromDate || !u.tillDate || u.tillDate >= u.fromDate, { path: ['tillDate'], message: 'must not be before fromDate' });
export type UserInput = z.infer<typeof UserInput>;

/** CreateAdmin: the admin creation payload of spec section 3. */
export const AdminInput = z.object({
  ...PersonFields,
  userName: UserName,
  password: Password.nullish(),
  fromDate: LocalDate.nullish(),
  active: z.boolean().default(true),
  unlocked: z.boolean().default(false),
  isIntern: z.boolean().default(true),
});

export const ProfileInput = z.object({ ...PersonFields, language: Language.optional() });

export const User = z.object({
  id: Uuid,
  companyId: Uuid,
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  salutation: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
  fromDate: z.string().nullable(),
  tillDate: z.string().nullable(),
  birthday: z.string().nullable(),
  unlocked: z.boolean(),
  agreedWithReceivingEmails: z.boolean(),
  isIntern: z.boolean(),
  attendeeId: Uuid.nullable(),
  language: z.string(),
  authorities: z.array(z.string()),
  role: z.enum(Role),
  inactiveOrExpired: z.boolean(),
  lastLoginDate: z.string().nullable(),
  createdDate: z.string(),
});
export type User = z.infer<typeof User>;

export const PermissionSetInput = PermissionFlags.extend({
  id: z.string().nullish(),
  applicationUserId: Uuid,
  companyId: z.string().nullish(),
});
/** The stored set, or the role defaults (id null, isDefault true) while none is stored. */
export const PermissionSetDto = PermissionFlags.extend({
  id: Uuid.nullable(),
  applicationUserId: Uuid,
  companyId: Uuid,
  isDefault: z.boolean(),
});

export const UpdateAuthoritiesBody = z.object({
  applicationUserId: Uuid,
  authorities: AuthoritiesInput,
  /** Sent with the authorities, this set is stored; otherwise the new role's defaults are. */
  permissions: PermissionFlags.partial().optional(),
});

export const LocaleParams = z.object({ locale: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'expected a locale like de or en') });
export const CreateAdminParams = LocaleParams.extend({ countryId: z.string().min(2).max(3) });

export const LicenceInfo = z.object({ totalLicences: z.number().int(), activeUsers: z.number().int(), moreLicencesNeeded: z.boolean() });
export const Validity = z.object({ valid: z.boolean(), reason: z.enum(['required', 'characters', 'taken', 'invalid']).optional() });

export const ValidateUserNameBody = z.object({ userName: z.string().max(200).default(''), id: z.string().nullish() });
export const ValidateEmailBody = z.object({
  email: z.string().max(320).default(''),
  id: z.string().nullish(),
  companyId: z.string().nullish(),
});

/** Ids in a query string, comma-joined or repeated (?ids=a,b or ?ids=a&ids=b); at most 250. */
export const IdListQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : (typeof v === 'string' ? v.split(',') : v).map((id) => id.trim()).filter(Boolean)))
  .pipe(z.array(Uuid).max(NON_PAGED_LIMIT));

const Flag = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() === 'true' : v), z.boolean().default(false));

/** Query of the OData GetInLocation lists besides $filter/$orderby/$top/$skip/$count. */
export const UsersInLocationQuery = z.object({
  /** Employees shown even when not linked to the location (e.g. the one already chosen). */
  alwaysIncludedEmployeesIds: IdListQuery,
  /** Employee lists only: trainer-only accounts too. */
  includeTrainers: Flag,
  /** Trainer lists only: accepted, not applied yet (skills are not kept in identity). */
  skillIds: IdListQuery,
});

/** Query of the OData GetInDepartment lists besides the OData options. */
export const UsersInDepartmentQuery = UsersInLocationQuery.pick({ includeTrainers: true, skillIds: true });

/** What public pages (calendar filters, registration) may know of a trainer. */
export const PublicTrainer = z.object({ id: Uuid, fullName: z.string() });

const EMPLOYEES = screenRoles('/employees');
const TRAINERS = screenRoles('/trainers');
const users = (who: 'Employees' | 'Trainers', access: readonly Role[], flag: 'employees' | 'trainers') =>
  ({
    create: route({
      method: 'POST',
      path: `/api/${who}/:locale`,
      service: 'identity',
      access,
      permission: `${flag}CreateDelete`,
      summary: `Create a user (${who.toLowerCase()}); a random password when none is given`,
      params: LocaleParams,
      body: UserInput,
      response: Created,
    }),
    update: route({
      method: 'PUT',
      path: `/api/${who}/:locale`,
      service: 'identity',
      access,
      permission: `${flag}Edit`,
      summary: `Update a user (${who.toLowerCase()}); the id is in the body`,
      params: LocaleParams,
      body: UserInput,
      response: User,
    }),
    get: route({
      method: 'GET',
      path: `/api/${who}/:id`,
      service: 'identity',
      access,
      permission: `${flag}View`,
      summary: `One user (${who.toLowerCase()})`,
      params: IdParams,
      response: User,
    }),
    delete: route({
      method: 'DELETE',
      path: `/api/${who}/:id`,
      service: 'identity',
      access,
      permission: `${flag}CreateDelete`,
      summary: `Delete a user (${who.toLowerCase()}; soft, the login then answers "deleted")`,
      params: IdParams,
    }),
    list: route({
      method: 'GET',
      path: `/odata/${who}`,
      service: 'identity',
      access,
      permission: `${flag}View`,
      summary:
        who === 'Employees'
          ? 'Employees as an OData list (trainer-only accounts only with includeTrainers=true)'
          : 'Trainers as an OData list',
      odata: true,
      response: odataList(User),
    }),
  }) as const;

const employees = users('Employees', EMPLOYEES, 'employees');
const trainers = users('Trainers', TRAINERS, 'trainers');

export const identityUserRoutes = {
  createEmployee: employees.create,
  updateEmployee: employees.update,
  getEmployee: employees.get,
  deleteEmployee: employees.delete,
  listEmployees: employees.list,
  createTrainer: trainers.create,
  updateTrainer: trainers.update,
  getTrainer: trainers.get,
  deleteTrainer: trainers.delete,
  listTrainers: trainers.list,
  getAllEmployees: route({
    method: 'GET',
    path: '/api/Employees/GetAll',
    service: 'identity',
    access: EMPLOYEES,
    permission: 'employeesView',
    summary: 'Active employees of the company without trainer-only accounts (at most 250, spec order)',
    response: z.array(User),
  }),
  getEmployeesAndTrainers: route({
    method: 'GET',
    path: '/api/Employees/GetEmployeesAndTrainers',
    service: 'identity',
    access: EMPLOYEES,
    permission: 'employeesView',
    summary: 'Active employees and trainers of the company (at most 250, spec order)',
    response: z.array(User),
  }),
  listEmployeesInLocation: route({
    method: 'GET',
    path: '/odata/Employees/GetInLocation/:locationId',
    service: 'identity',
    access: EMPLOYEES,
    permission: 'employeesView',
    summary: 'Employees linked to a location (location employees) plus ?alwaysIncludedEmployeesIds, as an OData list',
    params: z.object({ locationId: Uuid }),
    odata: true,
    response: odataList(User),
  }),
  listEmployeesInDepartment: route({
    method: 'GET',
    path: '/odata/Employees/GetInDepartment/:departmentId',
    service: 'identity',
    access: EMPLOYEES,
    permission: 'employeesView',
    summary: 'Employees linked to a department by department refs, as an OData list',
    params: z.object({ departmentId: Uuid }),
    odata: true,
    response: odataList(User),
  }),
  listTrainersInLocation: route({
    method: 'GET',
    path: '/odata/Trainers/GetInLocation/:locationId',
    service: 'identity',
    access: TRAINERS,
    permission: 'trainersView',
    summary: 'Trainers linked to a location (location employees), as an OData list (?skillIds not applied yet)',
    params: z.object({ locationId: Uuid }),
    odata: true,
    response: odataList(User),
  }),
  listTrainersInDepartment: route({
    method: 'GET',
    path: '/odata/Trainers/GetInDepartment/:departmentId',
    service: 'identity',
    access: TRAINERS,
    permission: 'trainersView',
    summary: 'Trainers linked to a department by department refs, as an OData list (?skillIds not applied yet)',
    params: z.object({ departmentId: Uuid }),
    odata: true,
    response: odataList(User),
  }),
  getTrainersAnonymous: route({
    method: 'GET',
    path: '/api/Trainers/GetAllAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's active trainers for public pages: id and full name only (at most 250)",
    params: z.object({ companyId: Uuid }),
    response: z.array(PublicTrainer),
  }),
  isResponsibleOrDeputy: route({
    method: 'GET',
    path: '/api/Employees/IsResponsibleOrDeputy',
    service: 'identity',
    // Any signed-in user may ask about themselves; only staff can be responsibles, so others get false.
    access: 'authenticated',
    summary: 'Whether the caller is responsible for a location or department (deputies are not modelled separately)',
    response: z.object({ isResponsibleOrDeputy: z.boolean() }),
  }),
  countActiveAdminsManagers: route({
    method: 'GET',
    path: '/api/Employees/GetCountOfActiveAdminsManagers',
    service: 'identity',
    access: EMPLOYEES,
    summary: 'How many active admins and managers the company has',
    response: z.object({ count: z.number().int() }),
  }),
  licenceInfo: route({
    method: 'GET',
    path: '/api/Employees/GetLicenceInfo',
    service: 'identity',
    access: 'authenticated',
    summary: 'Total licences, active users and whether more licences are needed',
    response: LicenceInfo,
  }),
  updateAuthorities: route({
    method: 'PUT',
    path: '/api/Employees/UpdateAuthorities',
    service: 'identity',
    access: MANAGEMENT_ROLES,
    permission: 'employeesEdit',
    summary: "Replace a user's authorities; the permission set follows the new role unless one is sent",
    body: UpdateAuthoritiesBody,
    response: User,
  }),
  createAdmin: route({
    method: 'POST',
    path: '/api/Users/CreateAdmin/:locale/:countryId',
    service: 'identity',
    access: ['admin'],
    summary: 'Create another admin of the company (admins only)',
    params: CreateAdminParams,
    body: AdminInput,
    response: Created,
  }),
  randomPassword: route({
    method: 'GET',
    path: '/api/Users/GetRandomPassword',
    service: 'identity',
    access: 'authenticated',
    summary: 'A random password that meets the password rule',
    response: z.object({ password: z.string() }),
  }),
  profileInfo: route({
    method: 'GET',
    path: '/api/Users/GetProfileInfo',
    service: 'identity',
    access: 'authenticated',
    summary: "The caller's own profile",
    response: User,
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/Employees/UpdateProfile',
    service: 'identity',
    access: 'authenticated',
    summary: "Update the caller's own profile",
    body: ProfileInput,
    response: User,
  }),
  updateLanguage: route({
    method: 'PUT',
    path: '/api/Employees/UpdateLanguage',
    service: 'identity',
    access: 'authenticated',
    summary: "Set the caller's language",
    body: z.object({ language: Language }),
  }),
  updatePassword: route({
    method: 'PUT',
    path: '/api/Employees/UpdatePassword',
    service: 'identity',
    access: 'authenticated',
    summary: "Change the caller's own password (not while impersonating)",
    body: z.object({ password: Password, userId: Uuid.nullish(), userToken: z.string().nullish() }),
  }),
  validateUserName: route({
    method: 'POST',
    path: '/api/ApplicationUsers/ValidateUserName',
    service: 'identity',
    // Public: the sign-up form checks its admin's user name before a company exists.
    access: 'public',
    summary: 'Whether a user name has allowed characters and is free (id: the user being edited)',
    body: ValidateUserNameBody,
    response: Validity,
  }),
  validateUserNameForContact: route({
    method: 'POST',
    path: '/api/ApplicationUsers/ValidateUserNameForContact',
    service: 'identity',
    access: 'public',
    summary: 'User name check for contacts: required, allowed characters, free (id: user or attendee being edited)',
    body: ValidateUserNameBody,
    response: Validity,
  }),
  validateExistingEmail: route({
    method: 'POST',
    path: '/api/ApplicationUsers/ValidateExistingEmail',
    service: 'identity',
    access: 'authenticated',
    summary: "Whether an e-mail is free among the caller's company's users (id: the user being edited)",
    body: ValidateEmailBody,
    response: Validity,
  }),
  getPermissions: route({
    method: 'GET',
    path: '/api/ApplicationUserPermissions/GetByUserId/:id',
    service: 'identity',
    access: 'authenticated',
    summary: "A user's permission set (own, or anyone's with employeesView)",
    params: IdParams,
    response: PermissionSetDto,
  }),
  createPermissions: route({
    method: 'POST',
    path: '/api/ApplicationUserPermissions',
    service: 'identity',
    access: MANAGEMENT_ROLES,
    permission: 'employeesEdit',
    summary: "Store a user's permission set (the parsing rule applies)",
    body: PermissionSetInput,
    response: PermissionSetDto,
  }),
  updatePermissions: route({
    method: 'PUT',
    path: '/api/ApplicationUserPermissions/:id',
    service: 'identity',
    access: MANAGEMENT_ROLES,
    permission: 'employeesEdit',
    summary: "Replace a user's permission set (id: the set's or the user's id)",
    params: IdParams,
    body: PermissionSetInput,
    response: PermissionSetDto,
  }),
} satisfies Record<string, RouteContract>;
