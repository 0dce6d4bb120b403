import { z } from 'zod';

export const TOKEN_ISSUER = 'takt-identity';
export const TOKEN_AUDIENCE = 'takt';

/** Claims of an access token (ES256 JWT) beyond iss/aud/iat/exp. */
export const AccessTokenClaims = z.object({
  sub: z.uuid(),
  cid: z.uuid(),
  auth: z.array(z.string()),
  /** Permission bitmask (proto/src/permissions.ts encodePermissions). */
  prm: z.string().default(''),
  /** The admin acting as this user, when impersonating. */
  imp: z.uuid().optional(),
  /** The user's and the company's session revocation stamps (epoch ms) when the token was issued. */
  uv: z.number().int().nonnegative().default(0),
  cv: z.number().int().nonnegative().default(0),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
