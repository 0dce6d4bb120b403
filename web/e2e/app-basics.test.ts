import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// The bugs found when the app was first tried in Chromium, each pinned by a browser test.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the app in the browser', () => {
  it('keeps a deep link through sign-in and sends a signed-in user away from /login', async () => {
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    const getMe: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Users/GetMe') && getMe.push(r.url()));

    await page.goto('/locations?tab=1');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/locations?tab=1');
    // The title follows the route once React has committed the login page.
    await poll(() => page.title()).toBe('Anmelden · Takt');
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'login', 'de');

    await signIn(page, company.admin.userName, company.admin.password);
    await page.waitForURL(/\/locations\?tab=1$/);
    await poll(() => page.title()).toBe('Standorte · Takt');

    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'home', 'de');
    // One GetMe per page load (two loads above), not one per component asking for it.
    expect(getMe.length).toBeLessThanOrEqual(2);
    await ctx.close();
  });

  it('keeps English after a reload, in <html lang> and in the requests', async () => {
    const ctx = await e2e.context('de');
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.getByTestId('language-toggle').click();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await poll(() => page.title()).toBe('Sign in · Takt');
    const request = page.waitForRequest((r) => r.url().includes('/api/Users/authenticate'));
    await signIn(page, company.admin.userName, company.admin.password);
    expect((await request).headers()['accept-language']).toBe('en');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'home', 'en');
    await ctx.close();
  });

  it('answers a missing file with 404 and serves hashed assets compressed and immutable', async () => {
    expect((await fetch(`${e2e.baseUrl}/favicon-missing.ico`)).status).toBe(404);
    const html = await (await fetch(`${e2e.baseUrl}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${e2e.baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const index = await fetch(`${e2e.baseUrl}/courses`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('is installable: manifest with icons, a service worker, and an offline page', async () => {
    const manifest = (await (await fetch(`${e2e.baseUrl}/manifest.webmanifest`)).json()) as {
      icons: { src: string; sizes: string }[];
      start_url: string;
    };
    expect(manifest.start_url).toBe('/');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size);
      expect((await fetch(`${e2e.baseUrl}${icon!.src}`)).headers.get('content-type')).toBe('image/png');
    }
    const ctx = await e2e.context('de', {}, 'allow');
    const page = await ctx.newPage();
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ctx.setOffline(true);
    await page.goto('/courses').catch(() => undefined);
    await page.getByRole('heading', { name: 'Keine Verbindung' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await ctx.close();
  });
});
