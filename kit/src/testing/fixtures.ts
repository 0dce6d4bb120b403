import { randomUUID } from 'node:crypto';
import type { Caller, UserCaller } from '@takt/proto';
import { userCaller } from './index.ts';

/**
 * What the fixtures need of a caller: `TestService.call` (identity in-process) and a gateway
 * client both fit, so one sign-up serves service and end-to-end tests.
 */
export type FixtureCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  caller?: Caller,
) => Promise<{ statusCode: number; body: string; json(): unknown }>;

/** The password every fixture user gets; strong enough for identity's rules. */
export const TEST_PASSWORD = 'Geheim#2026';

export interface SignUpOptions {
  /** Company fields of the sign-up body (Name, Email, CountryId, …) over the defaults. */
  company?: Record<string, unknown>;
  /** Admin fields of the sign-up body (FirstName, LastName, Email, UserName, Password) over the defaults. */
  admin?: Record<string, unknown>;
}

/** The public sign-up body: a unique company name and admin user name unless overridden. */
export function signUpBody(opts: SignUpOptions = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    Company: { Name: `Studio ${tag}`, Email: 'office@example.com', ...opts.company },
    Admin: {
      FirstName: 'Anna',
      LastName: 'Admin',
      Email: `admin.${tag}@example.com`,
      UserName: `admin.${tag}`,
      Password: TEST_PASSWORD,
      ...opts.admin,
    },
    AgreedToTermsAndPrivacy: true,
  };
}

export interface SignedUp {
  companyId: string;
  adminId: string;
  companyName: string;
  adminUserName: string;
  adminEmail: string;
  /** The first admin as the gateway would forward them. */
  admin: UserCaller;
}

/** A company with its first admin, created through the public sign-up (fails the test otherwise). */
export async function signUp(call: FixtureCall, opts: SignUpOptions = {}): Promise<SignedUp> {
  const body = signUpBody(opts);
  const res = await call('POST', '/api/Company', body);
  if (res.statusCode !== 200) throw new Error(`sign-up failed (${res.statusCode}): ${res.body}`);
  const { companyId, adminId } = res.json() as { companyId: string; adminId: string };
  return {
    companyId,
    adminId,
    companyName: String(body.Company.Name),
    adminUserName: String(body.Admin.UserName),
    adminEmail: String(body.Admin.Email),
    admin: userCaller('admin', companyId, adminId),
  };
}

const STAFF_PATH = {
  employee: '/api/Employees/de',
  trainer: '/api/Trainers/de',
  admin: '/api/Users/CreateAdmin/de/DE',
} as const;

export interface StaffOptions {
  /** Which users route creates them; employees get their roles from `Authorities`. */
  as?: keyof typeof STAFF_PATH;
  /** Body fields over the defaults (FirstName, LastName, UserName, Password, Authorities, …). */
  fields?: Record<string, unknown>;
}

/** A staff user created through the users API by `caller` (fails the test otherwise). */
export async function createStaffUser(
  call: FixtureCall,
  caller: Caller,
  opts: StaffOptions = {},
): Promise<{ id: string; userName: string }> {
  const userName = `staff.${randomUUID().slice(0, 8)}`;
  const body = { FirstName: 'Eva', LastName: 'Staff', UserName: userName, Password: TEST_PASSWORD, ...opts.fields };
  const res = await call('POST', STAFF_PATH[opts.as ?? 'employee'], body, caller);
  if (res.statusCode !== 200) throw new Error(`creating a staff user failed (${res.statusCode}): ${res.body}`);
  return { id: (res.json() as { id: string }).id, userName: String(body.UserName) };
}
