import { AccessTokenClaims, decodePermissions, primaryRole, rolesOf, TOKEN_AUDIENCE, TOKEN_ISSUER, type UserCaller } from '@takt/proto';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { unauthorized, type SessionStamps } from '@takt/kit';

/** The caller a token names and the revocation stamps it was issued under. */
export interface VerifiedToken {
  caller: UserCaller;
  issued: SessionStamps;
}

const REFRESH_MIN_INTERVAL_MS = 30_000;
const CACHE_MAX = 10_000;

/** Verifies access tokens against identity's JWKS, refetching when an unknown key id appears. */
export class TokenVerifier {
  private keys?: ReturnType<typeof createLocalJWKSet>;
  private fetchedAt = 0;
  private pending?: Promise<void>;
  // Verified tokens until they expire: an ES256 check per request would dominate gateway CPU.
  private readonly verified = new Map<string, VerifiedToken & { expiresAt: number }>();

  constructor(private readonly fetchJwks: () => Promise<JSONWebKeySet>) {}

  private async refresh(force: boolean): Promise<void> {
    if (this.keys && (!force || Date.now() - this.fetchedAt < REFRESH_MIN_INTERVAL_MS)) return;
    this.pending ??= this.fetchJwks()
      .then((jwks) => {
        this.keys = createLocalJWKSet(jwks);
        this.fetchedAt = Date.now();
      })
      .finally(() => (this.pending = undefined));
    await this.pending;
  }

  async verify(token: string): Promise<VerifiedToken> {
    const hit = this.verified.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const verified = await this.verifyUncached(token);
    if (this.verified.size >= CACHE_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { ...verified, expiresAt: this.expiryOf(token) });
    return verified;
  }

  private expiryOf(token: string): number {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  }

  private async verifyUncached(token: string): Promise<VerifiedToken> {
    await this.refresh(false);
    let payload: unknown;
    try {
      payload = (await jwtVerify(token, this.keys!, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ['ES256'] })).payload;
    } catch (err) {
      if ((err as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw unauthorized('Invalid or expired token');
      await this.refresh(true);
      try {
        payload = (await jwtVerify(token, this.keys!, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: ['ES256'] })).payload;
      } catch {
        throw unauthorized('Invalid or expired token');
      }
    }
    const claims = AccessTokenClaims.safeParse(payload);
    if (!claims.success) throw unauthorized('Invalid token claims');
    const roles = rolesOf(claims.data.auth);
    const caller: UserCaller = {
      kind: 'user',
      userId: claims.data.sub,
      companyId: claims.data.cid,
      authorities: claims.data.auth,
      roles: roles.length ? roles : [primaryRole(claims.data.auth)],
      permissions: claims.data.prm ? decodePermissions(claims.data.prm) : [],
      ...(claims.data.imp ? { impersonatorId: claims.data.imp } : {}),
    };
    return { caller, issued: { user: claims.data.uv, company: claims.data.cv } };
  }
}
