import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { sessionStamps, type Cache, type Db } from '@takt/kit';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@takt/proto';
import type { Client } from './client.ts';
import { ACCESS_TOKEN_SECONDS } from '../domain/refresh-token.ts';

const ALG = 'ES256';

export interface AccessClaims {
  userId: string;
  companyId: string;
  authorities: string[];
  /** encodePermissions() of the user's permission set. */
  permissions: string;
  impersonatorId?: string;
}

/** ES256 key kept in the identity database, created on first start; replicas share it. */
export class TokenSigner {
  private constructor(
    private readonly kid: string,
    private readonly key: CryptoKey,
    readonly jwks: { keys: JWK[] },
    private readonly cache: Cache,
  ) {}

  static async load(db: Db<Client>, cache: Cache): Promise<TokenSigner> {
    const row = await db.system(async (tx) => {
      const existing = await tx.signingKey.findFirst({ orderBy: { createdAt: 'desc' } });
      if (existing) return existing;
      const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
      const kid = randomUUID();
      await tx.signingKey.createMany({
        data: [
          {
            kid,
            privateJwk: { ...(await exportJWK(privateKey)) },
            publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' },
          },
        ],
        skipDuplicates: true,
      });
      return tx.signingKey.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    });
    const all = await db.system((tx) => tx.signingKey.findMany());
    const key = (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey;
    return new TokenSigner(row.kid, key, { keys: all.map((k) => k.publicJwk as JWK) }, cache);
  }

  /** Read fresh at every issue: a token carries the stamps it must not fall behind (revocation). */
  async sign(claims: AccessClaims): Promise<string> {
    const stamps = await sessionStamps(this.cache, claims.userId, claims.companyId);
    return new SignJWT({
      cid: claims.companyId,
      auth: claims.authorities,
      prm: claims.permissions,
      ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}),
      uv: stamps.user,
      cv: stamps.company,
    })
      .setProtectedHeader({ alg: ALG, kid: this.kid })
      .setSubject(claims.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.key);
  }
}
