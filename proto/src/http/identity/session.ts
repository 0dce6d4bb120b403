import { z } from 'zod';
import { Role } from '../../roles.ts';
import { Uuid } from '../common.ts';
import { route } from '../contract.ts';

// Spec section 5: at least 8 characters with lower, upper, digit and special character.
export const Password = z
  .string()
  .min(8)
  .max(200)
  .regex(/\p{Ll}/u, 'needs a lowercase letter')
  .regex(/\p{Lu}/u, 'needs an uppercase letter')
  .regex(/\d/, 'needs a digit')
  .regex(/[^\p{L}\d]/u, 'needs a special character');

// Letters (umlauts and accents too), digits and . _ - @ + only.
export const UserName = z
  .string()
  .min(2)
  .max(100)
  .regex(/^[\p{L}\p{M}\d._\-@+]+$/u, 'letters, digits and . _ - @ + only');

export const CompanyInput = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.email(),
  supportEmail: z.email().optional(),
  countryId: z.string().length(2).toUpperCase().default('DE'),
  city: z.string().max(120).optional(),
  street: z.string().max(200).optional(),
  postcode: z.string().max(20).optional(),
  phone: z.string().max(40).optional(),
});

export const CreateCompanyBody = z.object({
  company: CompanyInput,
  admin: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email(),
    userName: UserName,
    password: Password,
  }),
  agreedToTermsAndPrivacy: z.literal(true, { error: 'terms and privacy must be accepted' }),
});
export type CreateCompanyBody = z.infer<typeof CreateCompanyBody>;

export const CreateCompanyResult = z.object({ companyId: Uuid, adminId: Uuid, trialBeginDate: z.string() });

export const AuthenticateBody = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
});
export const RefreshBody = z.object({ refreshToken: z.string().min(10), accessToken: z.string().optional() });
export const TokenPair = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPair>;

export const Me = z.object({
  account: z.object({
    id: Uuid,
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    authorities: z.array(z.string()),
    language: z.string(),
    emailConfirmed: z.boolean(),
    /** Auto logout after this many idle minutes (spec section 9: default 30). */
    inactivityMinutes: z.number().int(),
  }),
  company: z.object({
    id: Uuid,
    name: z.string(),
    trialBeginDate: z.string().nullable(),
    trialDaysLeft: z.number(),
    trialExpired: z.boolean(),
    trialEndingSoon: z.boolean(),
  }),
  roles: z.array(z.enum(Role)),
  isAdmin: z.boolean(),
  isManager: z.boolean(),
  isEmployee: z.boolean(),
  isTrainer: z.boolean(),
  isAttendee: z.boolean(),
  /** Granted permission flags (spec section 3). */
  permissions: z.array(z.string()),
  totalLicences: z.number().int(),
  totalActiveUsersInDb: z.number().int(),
  /** The admin acting as this user, while impersonating. */
  impersonatedBy: Uuid.nullable(),
});
export type Me = z.infer<typeof Me>;

// Locations, departments, settings and the rest of the organisation: identity-organisation.ts.

export const identitySessionContracts = {
  createCompany: route({
    method: 'POST',
    path: '/api/Company',
    service: 'identity',
    access: 'public',
    rateLimit: 'credentials',
    summary: 'Create a company with its first admin; the 14-day trial starts',
    body: CreateCompanyBody,
    response: CreateCompanyResult,
  }),
  authenticate: route({
    method: 'POST',
    path: '/api/Users/authenticate',
    service: 'identity',
    access: 'public',
    rateLimit: 'credentials',
    summary: 'Password login',
    body: AuthenticateBody,
    response: TokenPair,
  }),
  refreshToken: route({
    method: 'POST',
    path: '/api/users/refreshtoken',
    service: 'identity',
    access: 'public',
    rateLimit: 'credentials',
    summary: 'Rotate a refresh token',
    body: RefreshBody,
    response: TokenPair,
  }),
  logout: route({
    method: 'POST',
    path: '/api/Users/logout',
    service: 'identity',
    access: 'authenticated',
    summary: 'Revoke the refresh tokens of this session',
    body: z.object({ refreshToken: z.string().optional() }),
  }),
  getMe: route({
    method: 'GET',
    path: '/api/Users/GetMe',
    service: 'identity',
    access: 'authenticated',
    summary: 'Account, company and roles of the caller',
    response: Me,
  }),
  jwks: route({
    method: 'GET',
    path: '/.well-known/jwks.json',
    service: 'identity',
    access: 'public',
    summary: 'Public keys that sign access tokens',
  }),
} as const;
