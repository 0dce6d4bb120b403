import { z } from 'zod';
import { PERMISSION_FLAGS } from './permissions.ts';
import { Role } from './roles.ts';

/** Who is calling, as the gateway forwards it to services in signed headers. */
export const Caller = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('user'),
    userId: z.uuid(),
    companyId: z.uuid(),
    authorities: z.array(z.string()),
    roles: z.array(z.enum(Role)),
    /** Granted permission flags (spec section 3), from the token. */
    permissions: z.array(z.enum(PERMISSION_FLAGS)).default([]),
    /** Set while an admin acts as this user (impersonation is visible in the token). */
    impersonatorId: z.uuid().optional(),
  }),
  z.object({ kind: z.literal('anonymous') }),
]);
export type Caller = z.output<typeof Caller>;
export type UserCaller = Extract<Caller, { kind: 'user' }>;

export const CALLER_HEADER = 'x-takt-caller';
export const SIGNATURE_HEADER = 'x-takt-signature';
export const TIMESTAMP_HEADER = 'x-takt-timestamp';
export const REQUEST_ID_HEADER = 'x-request-id';
/** The client's address as the gateway determined it (TRUSTED_PROXIES); set by the gateway only. */
export const CLIENT_ADDRESS_HEADER = 'x-takt-client-address';
