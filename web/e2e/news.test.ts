import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { accessibilityViolations, screenshot, connectE2E, type E2E } from './harness.ts';
import { poll } from './poll.ts';
import { adminAt, createCompany, memberOf, signIn, type Company, type Member } from './fixtures.ts';

// News: the office writes a news on /news (the logo waits for the first save), publishes it, and
// the member, signed in on a second page, sees it arrive in the bell through the hub. Published
// news show on the company's public page. German and English, on a phone too.

let e2e: E2E;
let company: Company;
let member: Member;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  e2e = await connectE2E();
  company = await createCompany(e2e.baseUrl);
  member = await memberOf(e2e, company, 'Nora', 'Neu');
}, 180_000);
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

describe('news', () => {
  it('publishes a news and the member’s bell receives it on another page', async () => {
    const memberCtx = await e2e.context('de');
    contexts.push(memberCtx);
    const memberPage = await memberCtx.newPage();
    await memberPage.goto('/login');
    await signIn(memberPage, member.userName, member.password);
    await memberPage.waitForURL((u) => u.pathname === '/');
    const count = () => memberPage.getByTestId('bell-count').textContent();

    const { ctx, page } = await adminAt(e2e, company, '/news', 'de');
    contexts.push(ctx);
    await page.getByTestId('news-create').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('bevor ein Logo hinzugefügt werden kann', { exact: false }).waitFor();
    await dialog.getByLabel('Betreff').fill('Sommerfest am Samstag');
    await dialog.getByLabel('Text').fill('Alle sind eingeladen.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL((u) => /^\/news\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByRole('heading', { name: 'Sommerfest am Samstag' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'news-detail', 'de');

    await page.getByTestId('news-publish').click();
    await page.getByText('An 1 Mitglied gesendet').waitFor();

    // The hub tells the member's page; its bell reloads without a refresh.
    await poll(count).toBe('1');
    await memberPage.getByTestId('bell').click();
    await memberPage.getByTestId('bell-message').getByText('Sommerfest am Samstag').waitFor();
    expect(await accessibilityViolations(memberPage)).toEqual([]);
    await screenshot(memberPage, 'news-bell', 'de');

    await page.goto('/news');
    await page.getByRole('row', { name: /Sommerfest am Samstag/ }).waitFor();
    await screenshot(page, 'news-list', 'de');
  });

  it('shows published news on the public page, one per page, in English on a phone', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await company.api.post('/api/news', { subject: 'Open house', text: 'Come and try.', fromDate: today, userPermissions: ['PUBLISH'] });
    await company.api.post('/api/news', { subject: 'Internal only', fromDate: today });
    const ctx = await e2e.context('en');
    contexts.push(ctx);
    const page = await ctx.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/public-news/${company.companyId}`);
    await page.getByTestId('public-news').getByText('Open house').waitFor();
    expect(await page.getByText('Internal only').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'news-public', 'en');
  });
});
