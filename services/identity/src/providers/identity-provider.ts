/** What a provider vouches for after checking an access or ID token. */
export interface VerifiedIdentity {
  email: string;
  emailVerified: boolean;
  /** The provider's stable id of the person. */
  subject: string;
}

/** Checks a token issued by an external identity provider (Google, Facebook). */
export interface IdentityProviderVerifier {
  readonly provider: 'google' | 'facebook';
  /** Answers the verified identity or throws ProviderTokenRejected. */
  verify(accessToken: string): Promise<VerifiedIdentity>;
}

/** The provider did not accept the token (bad signature, audience, expiry, app, or no e-mail). */
export class ProviderTokenRejected extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider} token rejected: ${reason}`);
  }
}
