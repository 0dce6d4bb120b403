import { z } from 'zod';
import { PermissionFlags } from '../../permissions.ts';
import { Authority, Role } from '../../roles.ts';
import { LocalDate, Uuid } from '../common.ts';
import { NON_PAGED_LIMIT } from './organisation.fields.ts';
import { Password, UserName } from './session.ts';
import type { ODataResource } from '../../odata.ts';

// Schemas of the users contracts (identity-users.ts): employees and trainers, authorities,
// permission sets, licences and the user validation posts of spec sections 3, 4, 5 and 7.

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
  fromDate: LocalDate.nullable(),
  tillDate: LocalDate.nullable(),
  birthday: LocalDate.nullable(),
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

export const LicenceInfo = z.object({
  totalLicences: z.number().int(),
  activeUsers: z.number().int(),
  moreLicencesNeeded: z.boolean(),
  /** From a tiered Stripe plan's quantity (spec section 4); null: no limit. */
  maxAttendees: z.number().int().nullable(),
  /** The company's billing customer at Stripe, once it has one. */
  stripeCustomerId: z.string().nullable(),
});
export const Validity = z.object({ valid: z.boolean(), reason: z.enum(['required', 'characters', 'taken', 'invalid']).optional() });

export const ValidateUserNameBody = z.object({ userName: z.string().max(200).default(''), id: z.string().nullish() });
export const ValidateEmailBody = z.object({
  email: z.string().max(320).default(''),
  id: z.string().nullish(),
  companyId: z.string().nullish(),
});

// Spec section 9: isOnline desc, active desc, lastName, firstName (presence is not kept here).
export const userOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    userName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    street: { type: 'string' },
    zip: { type: 'string' },
    city: { type: 'string' },
    salutation: { type: 'string' },
    active: { type: 'boolean' },
    unlocked: { type: 'boolean' },
    isIntern: { type: 'boolean' },
    fromDate: { type: 'date' },
    tillDate: { type: 'date' },
    birthday: { type: 'date' },
    attendeeId: { type: 'uuid' },
    lastLoginDate: { type: 'datetime' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
  defaultTop: 10,
};

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

/** Query of the Employees and Trainers OData lists besides the OData options. */
export const IncludeTrainersQuery = UsersInLocationQuery.pick({ includeTrainers: true });

/** What public pages (calendar filters, registration) may know of a trainer. */
export const PublicTrainer = z.object({ id: Uuid, fullName: z.string() });
