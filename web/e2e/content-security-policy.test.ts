import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { createCompany, signIn, type Company } from './fixtures.ts';

// The built app runs under the gateway's Content-Security-Policy without a single violation.
let e2e: E2E;
let company: Company;

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
}, 120_000);
afterAll(async () => {
  await e2e?.close();
});

describe('the content security policy', () => {
  it('is sent with the app and the app passes it: sign-in, home and a list screen', async () => {
    const ctx = await e2e.context('de');
    // Init scripts run outside the page's CSP; they record what the policy refused.
    await ctx.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
      );
    });
    const page = await ctx.newPage();
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    const res = await page.goto('/login');
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('input[name="username"]').waitFor();
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);

    await signIn(page, company.admin.userName, company.admin.password);
    await page.getByRole('heading', { name: /Willkommen/ }).waitFor();
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);

    await page.goto('/locations');
    await poll(() => page.title()).toBe('Standorte · Takt');
    await page.waitForLoadState('networkidle');
    expect(await violations(), JSON.stringify(await violations())).toEqual([]);
    expect(refused).toEqual([]);
  });
});
