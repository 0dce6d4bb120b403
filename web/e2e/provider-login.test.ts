import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, type E2E } from './harness.ts';
import { startE2E } from './system.ts';
import { poll } from './poll.ts';
import { createCompany, type Company } from './fixtures.ts';

// Google and Facebook sign-in without the real providers: the browser's trip to the provider's
// dialog is answered here with the redirect back the provider would send, and Google's keys come
// from a local JWKS, so the server checks a real signed ID token. The providers are settings read at
// start, so this file boots a system of its own instead of connecting to the shared one.
const CLIENT_ID = 'takt-e2e.apps.googleusercontent.com';

let e2e: E2E;
let company: Company;
let keys: Server;
let keysUrl: string;
let googleKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  // Google's certificates; everything else (Facebook's Graph API) answers 404, so its tokens are refused.
  keys = createServer((req, res) => {
    const found = req.url === '/certs';
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end(found ? JSON.stringify({ keys: [jwk] }) : '{}');
  });
  await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
  keysUrl = `http://127.0.0.1:${(keys.address() as AddressInfo).port}`;
  e2e = await startE2E('provider-login', {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `${keysUrl}/certs`,
    FACEBOOK_APP_ID: '4242',
    FACEBOOK_APP_SECRET: 'e2e-secret',
    FACEBOOK_GRAPH_URL: keysUrl,
  });
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
  keys?.close();
});

const idToken = (email: string) =>
  new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
    .setSubject('google-e2e')
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(googleKey);

/** Stands in for the provider's dialog: answers with the redirect back to the app that `reply` builds. */
async function provider(ctx: BrowserContext, host: string, reply: (q: URLSearchParams) => Promise<string> | string) {
  const seen: URLSearchParams[] = [];
  await ctx.route(`https://${host}/**`, async (route) => {
    const q = new URL(route.request().url()).searchParams;
    seen.push(q);
    await route.fulfill({ status: 302, headers: { location: `${q.get('redirect_uri')}${await reply(q)}` } });
  });
  return seen;
}

async function loginPage(ctx: BrowserContext, path = '/login'): Promise<Page> {
  const page = await ctx.newPage();
  const answered = page.waitForResponse((r) => r.url().includes('/api/Users/LoginProviders'));
  await page.goto(path);
  await answered;
  return page;
}

describe('sign-in with Google and Facebook', { timeout: 90_000 }, () => {
  it('hides the buttons while the server has no client id configured', async () => {
    const ctx = await e2e.context('de');
    // The server's own answer without ids is covered in identity's tests; here the page's reaction.
    await ctx.route('**/api/Users/LoginProviders', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ googleClientId: null, facebookAppId: null }) }),
    );
    const page = await loginPage(ctx);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect(await page.getByTestId('provider-logins').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Google|Facebook/ }).count()).toBe(0);
    await ctx.close();
  });

  it('goes through the provider and back: a refused token and a cancel say so, a good Google token signs in', async () => {
    const ctx = await e2e.context('de');
    let googleAnswer = async (q: URLSearchParams) => `#id_token=${await idToken('niemand@example.de')}&state=${q.get('state')}`;
    const google = await provider(ctx, 'accounts.google.com', (q) => googleAnswer(q));
    await provider(ctx, 'www.facebook.com', (q) => `#access_token=EAAB-not-known-to-facebook&state=${q.get('state')}`);
    const page = await loginPage(ctx, '/login?redirect=%2Fmy-profile');
    const googleButton = page.getByRole('button', { name: 'Mit Google anmelden' });
    await googleButton.waitFor();
    await page.getByRole('button', { name: 'Mit Facebook anmelden' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-providers', 'de');

    // An address Google confirms but no user here has: refused, in Google's terms.
    await googleButton.click();
    await page.getByText('Die Anmeldung mit Google wurde nicht angenommen', { exact: false }).waitFor();
    expect(google[0]!.get('client_id')).toBe(CLIENT_ID);
    expect(google[0]!.get('response_type')).toBe('id_token');
    expect(google[0]!.get('redirect_uri')).toBe(`${e2e.baseUrl}/login/callback`);
    // Back on the sign-in page, still headed for the page asked for.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login?redirect=%2Fmy-profile');

    await page.getByRole('button', { name: 'Mit Facebook anmelden' }).click();
    await page.getByText('Die Anmeldung mit Facebook wurde nicht angenommen', { exact: false }).waitFor();

    googleAnswer = async (q) => `#error=access_denied&state=${q.get('state')}`;
    await googleButton.click();
    await page.getByText('Die Anmeldung wurde abgebrochen.').waitFor();

    // A callback this tab did not start is not taken.
    await page.goto(`/login/callback#id_token=${await idToken(company.admin.email)}&state=forged`);
    await page.getByText('Die Anmeldung konnte nicht zugeordnet werden', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('takt.accessToken'))).toBeNull();

    googleAnswer = async (q) => `#id_token=${await idToken(company.admin.email)}&state=${q.get('state')}`;
    await page.goto('/login?redirect=%2Fmy-profile');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await page.waitForURL((u) => u.pathname === '/my-profile');
    await poll(() => page.evaluate(() => Boolean(localStorage.getItem('takt.accessToken')))).toBe(true);
    await ctx.close();
  });

  it('shows the buttons and a refusal in English', async () => {
    const ctx = await e2e.context('en');
    await provider(ctx, 'www.facebook.com', (q) => `#access_token=EAAB-not-known-to-facebook&state=${q.get('state')}`);
    const page = await loginPage(ctx);
    await page.getByRole('button', { name: 'Sign in with Facebook' }).click();
    await page.getByText('Sign-in with Facebook was not accepted', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login-providers', 'en');
    await ctx.close();
  });
});
