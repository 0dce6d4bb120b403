import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { signUp, userCaller, useTestService } from '@takt/kit/testing';
import type { Caller } from '@takt/proto';
import { loginProviders } from '../src/operations/login-providers.ts';
import { identityService } from '../src/service.ts';
import { addUser, claimsOf } from './auth-fixtures.ts';

// A local stand-in for Google (a JWKS and ID tokens signed with its key) and for Facebook's Graph
// API. It must listen before the service starts, so it is registered before useTestService.
const CLIENT_ID = 'takt-test.apps.googleusercontent.com';
const FB_APP_ID = '1234567890';
const FB_APP_SECRET = 'fb-secret';

let issuer: FastifyInstance;
let issuerUrl: string;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
/** Facebook user access tokens the fake Graph API knows: token -> what debug_token and /me answer. */
const fbTokens = new Map<string, { appId: string; valid: boolean; id: string; email?: string }>();

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'google-test', alg: 'RS256', use: 'sig' };

  issuer = Fastify();
  issuer.get('/oauth2/v3/certs', async () => ({ keys: [jwk] }));
  issuer.get<{ Querystring: { input_token: string; access_token: string } }>('/debug_token', async (req, reply) => {
    if (req.query.access_token !== `${FB_APP_ID}|${FB_APP_SECRET}`) return reply.status(400).send({ error: { message: 'bad app token' } });
    const t = fbTokens.get(req.query.input_token);
    if (!t) return { data: { is_valid: false, error: { message: 'Invalid OAuth access token.' } } };
    return { data: { is_valid: t.valid, app_id: t.appId, user_id: t.id } };
  });
  issuer.get<{ Querystring: { fields: string; access_token: string } }>('/me', async (req, reply) => {
    const t = fbTokens.get(req.query.access_token);
    if (!t || !t.valid) return reply.status(400).send({ error: { message: 'Invalid OAuth access token.' } });
    return { id: t.id, ...(t.email && req.query.fields.includes('email') ? { email: t.email } : {}) };
  });
  issuerUrl = await issuer.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await issuer?.close();
});

const t = useTestService(identityService, {
  settings: () => ({
    GOOGLE_JWKS_URL: `${issuerUrl}/oauth2/v3/certs`,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    FACEBOOK_GRAPH_URL: issuerUrl,
    FACEBOOK_APP_ID: FB_APP_ID,
    FACEBOOK_APP_SECRET: FB_APP_SECRET,
  }),
});

const idToken = (
  claims: { email: string; email_verified?: boolean },
  opts: { aud?: string; iss?: string; exp?: string | number; key?: CryptoKey } = {},
) =>
  new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-test' })
    .setSubject('google-sub-1')
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '5m')
    .sign(opts.key ?? googleKey);

const googleLogin = async (token: string) => t.call('POST', '/api/Users/GoogleLogin', { AccessToken: token });
const facebookLogin = async (token: string) => t.call('POST', '/api/Users/FacebookLogin', { AccessToken: token });

describe('Google login', () => {
  it('logs in an existing active user by the verified e-mail of a good ID token', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'trainer', { email: 'Trainer.Google@Example.com' });
    const res = await googleLogin(await idToken({ email: 'trainer.google@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().accessToken)).toMatchObject({ sub: user.id, cid: companyId, auth: ['ROLE_TRAINER'] });
    // The pair is a normal session: its refresh token rotates.
    expect((await t.call('POST', '/api/users/refreshtoken', { refreshToken: res.json().refreshToken })).statusCode).toBe(200);
    // The other issuer spelling Google uses is accepted too.
    expect((await googleLogin(await idToken({ email: user.email }, { iss: 'accounts.google.com' }))).statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }, {}],
    ['a token signed with another key', { key: 'stranger' as const }, {}],
    ['a wrong issuer', { iss: 'https://evil.example.com' }, {}],
    ['an unverified e-mail', {}, { email_verified: false }],
  ])('refuses %s with login_invalid', async (_, opts, claims) => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'employee');
    const { key, ...rest } = opts as { key?: 'stranger'; aud?: string; iss?: string; exp?: number };
    const res = await googleLogin(await idToken({ email: user.email, ...claims }, { ...rest, key: key ? strangerKey : undefined }));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('login_invalid');
  });

  it('does not sign up an unknown address, and tells passive and deleted users apart', async () => {
    const { companyId } = await signUp(t.call);
    const passive = await addUser(t, companyId, 'employee', { active: false });
    const deleted = await addUser(t, companyId, 'employee', { deleted: true });
    expect((await googleLogin(await idToken({ email: 'stranger@example.com' }))).json().code).toBe('login_invalid');
    expect((await googleLogin(await idToken({ email: passive.email }))).json().code).toBe('login_user_passive');
    expect((await googleLogin(await idToken({ email: deleted.email }))).json().code).toBe('login_user_deleted');
    expect((await googleLogin('not-a-jwt-at-all')).json().code).toBe('login_invalid');
  });
});

describe('Facebook login', () => {
  it('logs in with a valid token of our app whose e-mail belongs to a user', async () => {
    const { companyId } = await signUp(t.call);
    const user = await addUser(t, companyId, 'attendee');
    fbTokens.set('fb-good-token-1', { appId: FB_APP_ID, valid: true, id: 'fb-1', email: user.email });
    const res = await facebookLogin('fb-good-token-1');
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().accessToken)).toMatchObject({ sub: user.id, cid: companyId });
  });

  it.each([
    ['a token the Graph API does not know', 'fb-unknown-token', undefined],
    ['an invalid token', 'fb-invalid-token', { appId: FB_APP_ID, valid: false, id: 'fb-2', email: 'x@example.com' }],
    ['a token of another app', 'fb-other-app-token', { appId: '999', valid: true, id: 'fb-3', email: 'KNOWN' }],
    ['a token without an e-mail grant', 'fb-no-email-token', { appId: FB_APP_ID, valid: true, id: 'fb-4' }],
    ['an e-mail of no user', 'fb-stranger-token', { appId: FB_APP_ID, valid: true, id: 'fb-5', email: 'stranger@example.com' }],
  ] as [string, string, { appId: string; valid: boolean; id: string; email?: string } | undefined][])(
    'refuses %s with login_invalid',
    async (_, token, entry) => {
      const { companyId } = await signUp(t.call);
      const user = await addUser(t, companyId, 'attendee');
      if (entry) fbTokens.set(token, { ...entry, email: entry.email === 'KNOWN' ? user.email : entry.email });
      const res = await facebookLogin(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('login_invalid');
    },
  );
});

describe('login providers', () => {
  const providers = async (caller?: Caller) => {
    const res = await t.call('GET', '/api/Users/LoginProviders', undefined, caller);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('names the configured Google client id and Facebook app id, never the secret', async () => {
    const answer = await providers();
    expect(answer).toEqual({ googleClientId: CLIENT_ID, facebookAppId: FB_APP_ID });
    expect(JSON.stringify(answer)).not.toContain(FB_APP_SECRET);
  });

  it('answers every role of every company the same, since it holds nothing of a tenant', async () => {
    const expected = await providers();
    for (const role of ['admin', 'employee', 'trainer', 'attendee'] as const) {
      expect(await providers(userCaller(role, randomUUID()))).toEqual(expected);
    }
  });

  it('answers null for a provider this server cannot check tokens of', () => {
    const base = { GOOGLE_JWKS_URL: 'https://keys.test', FACEBOOK_GRAPH_URL: 'https://graph.test' };
    expect(loginProviders({ ...base, FACEBOOK_APP_ID: FB_APP_ID })).toEqual({ googleClientId: null, facebookAppId: null });
    expect(loginProviders({ ...base, GOOGLE_CLIENT_ID: CLIENT_ID, FACEBOOK_APP_SECRET: FB_APP_SECRET })).toEqual({
      googleClientId: CLIENT_ID,
      facebookAppId: null,
    });
  });
});
